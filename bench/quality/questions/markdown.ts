import type { Question } from './types';

/**
 * Questions on four Markdown documents of Node.js 20 (`--questions markdown`): the API docs of child_process, path
 * and events, and the project's governance (corpus/node-*.md, from the nodejs package's /usr/share/doc/nodejs, MIT).
 * Written blind in the twenty-fourth round, from the documents alone, before Docent learned to render Markdown: it
 * stores an upload's raw text today, marks and all, cut into virtual pages of about 20,000 characters, and will
 * render it to plain text first, so the page split will shift. Every phrase is therefore plain words copied from one
 * sentence (inline marks left out), never Markdown syntax (brackets, emphasis, `#`, `|`, HTML comments, link targets)
 * and never a word the raw text wraps in `_…_` or `**…**`: it holds in the raw and in the rendered text alike. Pages
 * are the raw pagination (child_process 5 pages, events 4, path 1, governance 1); once Markdown was rendered
 * (child_process 4 pages), the rendered pages of the same passages were added: page 4 of child_process for the
 * maxBuffer sentence of node-child-process-lexical-1 and the unref() passage of markdown-label-label-wide-1 (raw page 5
 * both). A run against a baseline that stores the raw text judges both paginations by these pages.
 *
 * Thirty-one questions, as developers type them: twelve in the document's own words (three a document), eight in
 * everyday words that describe the situation rather than name the API or the term (two a document), three that need
 * two facts, two asked of the `markdown` label (answered from child_process and governance), and six the documents do
 * not answer (one asked of the label): two ask for a value a document never gives (a pipe's capacity, the TSC's
 * size), four for something in a neighbouring module or topic (cluster, worker threads, fs, readline). Every
 * unanswerable question was checked by grepping its scope for its key words (what was checked is in its note).
 */
export const MARKDOWN_QUESTIONS: Question[] = [
  // Child process (child_process.md)
  {
    id: 'node-child-process-lexical-1',
    category: 'lexical',
    scope: { doc: 'node-child-process' },
    prompt: 'What happens when a command run with child_process.exec writes more output than maxBuffer allows?',
    facts: [
      {
        phrases: [
          'the child process is terminated and any output is truncated',
          'this value is exceeded, then the child process is terminated',
        ],
        pages: [1, 3, 4, 5],
      },
    ],
    note:
      'The maxBuffer option of exec (p. 1; the same words for execFile, p. 1, and execSync/spawnSync, p. 3) and the ' +
      'section "maxBuffer and Unicode" (p. 5): the child is terminated, its output truncated',
  },
  {
    id: 'node-child-process-lexical-2',
    category: 'lexical',
    scope: { doc: 'node-child-process' },
    prompt: 'What is the difference between child_process.exec() and child_process.execFile()?',
    facts: [
      { phrases: ['does not spawn a shell by default', 'without first spawning a shell by default'], pages: [1] },
    ],
    note: 'The module overview and execFile: execFile runs the file directly, without a shell, so slightly faster',
  },
  {
    id: 'node-child-process-lexical-3',
    category: 'lexical',
    scope: { doc: 'node-child-process' },
    prompt: 'What does the detached option of child_process.spawn do on Linux and macOS?',
    facts: [{ phrases: ['made the leader of a new process group and session'], pages: [2] }],
    note: 'options.detached, non-Windows platforms: the child leads a new process group and session (setsid)',
  },
  {
    id: 'node-child-process-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'node-child-process' },
    prompt:
      'A command my Node script starts sometimes hangs forever. Can Node kill it for me automatically if it runs ' +
      'too long?',
    facts: [
      {
        phrases: [
          'will send the signal identified by the killSignal property',
          'maximum amount of time the process is allowed to run',
        ],
        pages: [1, 2, 3],
      },
    ],
    note:
      'The timeout option: exec sends killSignal after timeout milliseconds (p. 1); fork and spawn (p. 2) and the ' +
      'synchronous methods (p. 3) describe timeout as the longest the process may run. The question names neither ' +
      'timeout nor killSignal',
  },
  {
    id: 'node-child-process-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'node-child-process' },
    prompt:
      'My Node program starts another program with spawn and then just freezes once that program prints a lot. I ' +
      'never read what it prints. Why does it get stuck?',
    facts: [{ phrases: ['blocks waiting for the pipe buffer to accept more data'], pages: [1] }],
    note: 'Module overview: stdout pipes have limited capacity; a child whose output is not consumed blocks',
  },
  {
    id: 'node-child-process-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'node-child-process' },
    prompt: "What is the difference between a ChildProcess's 'exit' and 'close' events?",
    facts: [
      { phrases: ['child process stdio streams might still be open'], pages: [3] },
      { phrases: ['the stdio streams of a child process have been closed'], pages: [3] },
    ],
    note: "Events 'exit' (stdio may still be open) and 'close' (after the process ended and its stdio closed)",
  },
  {
    id: 'node-child-process-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'node-child-process' },
    prompt:
      'How many bytes does the pipe between a parent process and its child hold on Linux before the child blocks?',
    facts: [],
    note:
      'A value never given: the overview says only that pipes have "limited (and platform-specific) capacity"; grep ' +
      'of "capacity", "pipe buffer", "buffer size", "64", "KiB", "65536" finds no size',
  },
  {
    id: 'node-child-process-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'node-child-process' },
    prompt: 'How do I make the cluster module restart a worker process automatically when it crashes?',
    facts: [],
    note: 'Neighbouring module (cluster): grep of "cluster", "restart", "respawn", "crash" finds nothing',
  },

  // Events (events.md)
  {
    id: 'node-events-lexical-1',
    category: 'lexical',
    scope: { doc: 'node-events' },
    prompt: "What happens when an 'error' event is emitted and the EventEmitter has no listener for it?",
    facts: [
      {
        phrases: [
          'a stack trace is printed, and the Node.js process exits',
          'still crash if no regular error listener is installed',
        ],
        pages: [1, 2],
      },
    ],
    note: 'Section "Error events" (p. 1); events.errorMonitor (p. 2) repeats that the process crashes',
  },
  {
    id: 'node-events-lexical-2',
    category: 'lexical',
    scope: { doc: 'node-events' },
    prompt: 'How many listeners can be added for one event before an EventEmitter prints a warning?',
    facts: [
      {
        phrases: [
          'print a warning if more than 10 listeners are added',
          '10 listeners can be registered for any single event',
        ],
        pages: [2],
      },
    ],
    note: 'emitter.setMaxListeners(n) and events.defaultMaxListeners: 10 by default, not a hard limit',
  },
  {
    id: 'node-events-lexical-3',
    category: 'lexical',
    scope: { doc: 'node-events' },
    prompt: 'What does emitter.emit() return?',
    facts: [{ phrases: ['Returns true if the event had listeners, false otherwise'], pages: [1] }],
  },
  {
    id: 'node-events-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'node-events' },
    prompt:
      'When several of my handler functions are hooked up to the same event, does Node run them one after another ' +
      'or at the same time in the background? Which goes first?',
    facts: [{ phrases: ['listeners synchronously in the order in which they were registered'], pages: [1] }],
    note: 'Section "Asynchronous vs. synchronous"; the question avoids "listener", "synchronously", "registered"',
  },
  {
    id: 'node-events-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'node-events' },
    prompt:
      'How can I make my async function wait until an emitter fires one particular event, instead of passing a callback?',
    facts: [{ phrases: ['fulfilled when the EventEmitter emits the given event'], pages: [2] }],
    note: 'events.once(emitter, name): a Promise; the question names neither once nor Promise',
  },
  {
    id: 'node-events-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'node-events' },
    prompt:
      'I accidentally attached the same handler function twice to one event. Will it run twice, and what do I have ' +
      'to do to get rid of both copies?',
    facts: [
      { phrases: ['being added, and called, multiple times'], pages: [1, 2] },
      { phrases: ['must be called multiple times to remove each instance'], pages: [2] },
    ],
    note:
      'emitter.on (p. 1) and emitter.prependListener (p. 2): no check for duplicates, so it is called twice; ' +
      'emitter.removeListener (p. 2) removes one instance per call',
  },
  {
    id: 'node-events-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'node-events' },
    prompt:
      'How do I deliver an event from an EventEmitter in the main thread to listeners running in a worker thread?',
    facts: [],
    note:
      'Neighbouring module (worker_threads): grep of "worker", "thread", "MessagePort", "BroadcastChannel", ' +
      '"postMessage" finds nothing',
  },

  // Path (path.md)
  {
    id: 'node-path-lexical-1',
    category: 'lexical',
    scope: { doc: 'node-path' },
    prompt: "How does path.join treat '..' segments?",
    facts: [{ phrases: ['then normalizes the resulting path', "resolving '..' and '.' segments"], pages: [1] }],
    note: "path.join normalizes the joined path; path.normalize resolves '..' and '.'",
  },
  {
    id: 'node-path-lexical-2',
    category: 'lexical',
    scope: { doc: 'node-path' },
    prompt: "What does path.extname return for a file name like '.index' whose only dot is the first character?",
    facts: [{ phrases: ['other than the first character of the basename'], pages: [1] }],
    note: 'path.extname: an empty string when the only dot starts the basename',
  },
  {
    id: 'node-path-lexical-3',
    category: 'lexical',
    scope: { doc: 'node-path' },
    prompt: 'Can I rely on path.isAbsolute to protect my server against path traversal?',
    facts: [{ phrases: ["it's not safe for mitigating path traversals"], pages: [1] }],
  },
  {
    id: 'node-path-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'node-path' },
    prompt: 'I need just the file name from a full path, with its .html ending chopped off. Which function does that?',
    facts: [{ phrases: ['returns the last portion of a path', 'An optional suffix to remove'], pages: [1] }],
    note: 'path.basename(path, suffix); the question names neither basename nor suffix',
  },
  {
    id: 'node-path-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'node-path' },
    prompt:
      'My code takes apart paths like C:\\temp\\report.html. It works on my Windows laptop but gives other answers on ' +
      'our Linux build server. How do I make it behave the same everywhere?',
    facts: [{ phrases: ['consistent results when working with Windows file paths'], pages: [1] }],
    note: 'Section "Windows vs. POSIX": use path.win32; the question does not name it',
  },
  {
    id: 'node-path-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'node-path' },
    prompt: 'How do I check with the path module whether a file actually exists on disk?',
    facts: [],
    note:
      'Neighbouring module (fs): path never touches the file system; grep of "exist" finds only "if pathObject.base ' +
      'exists" (path.format), and "fs.", "stat", "access" nothing about files on disk',
  },

  // Node.js project governance (GOVERNANCE.md)
  {
    id: 'node-governance-lexical-1',
    category: 'lexical',
    scope: { doc: 'node-governance' },
    prompt: 'When is a Node.js collaborator automatically made emeritus?',
    facts: [{ phrases: ['12 months since the collaborator has authored or approved'], pages: [1] }],
  },
  {
    id: 'node-governance-lexical-2',
    category: 'lexical',
    scope: { doc: 'node-governance' },
    prompt: 'Who can nominate a new Collaborator?',
    facts: [{ phrases: ['Existing Collaborators can nominate someone to become a Collaborator'], pages: [1] }],
  },
  {
    id: 'node-governance-lexical-3',
    category: 'lexical',
    scope: { doc: 'node-governance' },
    prompt: 'Who can become a TSC member?',
    facts: [{ phrases: ['A subset of the collaborators forms the Technical Steering Committee'], pages: [1] }],
    note: 'The document says only that TSC members are collaborators; the TSC Charter (not in it) says more',
  },
  {
    id: 'node-governance-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'node-governance' },
    prompt: 'Can I contribute to Node.js under a pseudonym, or do I have to prove who I am?',
    facts: [
      {
        phrases: [
          'does not require that contributors use their legal names',
          'provide any personal information verifying their identity',
        ],
        pages: [1],
      },
    ],
    note: 'Section "The Authenticity of Contributors"; the question says "pseudonym" and "prove who I am"',
  },
  {
    id: 'node-governance-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'node-governance' },
    prompt: 'If one of the maintainers with merge rights objects to my pull request, can it still get merged?',
    facts: [
      {
        phrases: ['then the change cannot land', 'votes to approve the change despite the opposition'],
        pages: [1],
      },
    ],
    note: 'Section "Collaborators": an opposing collaborator blocks it unless the TSC votes to approve it anyway',
  },
  {
    id: 'node-governance-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'node-governance' },
    prompt:
      'How many approvals does a pull request to nodejs/node need before it can be merged, and when are fewer enough?',
    facts: [
      { phrases: ['Two collaborators must approve a pull request'], pages: [1] },
      { phrases: ['pull request has been open for more than 7 days'], pages: [1] },
    ],
    note: 'Section "Collaborators": two approvals, one when the pull request has been open more than 7 days',
  },
  {
    id: 'node-governance-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'node-governance' },
    prompt: 'What is the maximum number of members the Node.js TSC can have?',
    facts: [],
    note:
      'A value never given: the TSC is "a subset of the collaborators", its list in the README; grep of "member", ' +
      '"maximum", "seat", "limit", "size", "number" finds no count',
  },

  // The label of all four
  {
    id: 'markdown-label-label-wide-1',
    category: 'label-wide',
    scope: { label: 'markdown' },
    prompt:
      "My Node.js script starts a long-running helper program, and now the script won't finish until the helper " +
      'does. How do I let my script quit without waiting for it?',
    facts: [
      {
        doc: 'node-child-process',
        phrases: ['exit independently of the child', 'use the subprocess.unref() method'],
        pages: [2, 4, 5],
      },
    ],
    note: 'child_process: options.detached (p. 2) and subprocess.unref() (p. 5)',
  },
  {
    id: 'markdown-label-label-wide-2',
    category: 'label-wide',
    scope: { label: 'markdown' },
    prompt: 'Who has the last word on the technical direction of the Node.js project?',
    facts: [{ doc: 'node-governance', phrases: ['The TSC has final authority over this project'], pages: [1] }],
    note: 'governance, section "Technical Steering Committee"',
  },
  {
    id: 'markdown-label-unanswerable-1',
    category: 'unanswerable',
    scope: { label: 'markdown' },
    prompt: 'How do I read a large text file line by line in Node.js?',
    facts: [],
    note:
      'Neighbouring modules (readline, fs): grep of all four for "readline", "line by line", "createReadStream", ' +
      '"lines" finds nothing about reading files',
  },
];
