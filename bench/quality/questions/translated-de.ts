import type { Question } from './types';

/**
 * German questions over the German translations of the Debian New Maintainers' Guide (`maint-guide-de`) and the
 * Debian FAQ (`faq-de`), written on 2026-11-23 by a German-speaking engineer who had not seen how Docent answers
 * them (a held-out set, written blind). The facts were found in the pages exactly as Docent numbers and extracts them
 * (/tmp/ml-pages/<doc key>/<n>.txt), partly facts the English questions of the same manuals ask
 * (/tmp/mlq/english-source.txt), looked up again in the German pages. Per document: 3 `lexical` questions (in the
 * manual's own key words), 4 `paraphrased` ones (as a German speaker who does not know the manual's wording would
 * ask: synonyms, everyday words, the goal described; natural inflection and compounds) and 1 `unanswerable` one (on
 * the manual's topic, its key terms grepped absent from every page). Each phrase is a short verbatim piece of a
 * German page that states the answer and only the answer; `pages` lists every page holding it; no prompt contains
 * its phrase. Never tune on these: a question is changed only when its phrase or pages are wrong.
 */
export const TRANSLATED_DE_QUESTIONS: Question[] = [
  // Debian-Leitfaden für Neue Paketbetreuer
  {
    id: 'maint-guide-de-lexical-1',
    category: 'lexical',
    scope: { doc: 'maint-guide-de' },
    prompt: 'Durch welches Zeichen werden im Dateinamen der .orig.tar.gz-Datei Paketname und Version getrennt?',
    facts: [
      {
        phrases: ['durch das Zeichen »_« (Unterstrich) getrennt', '_ (Unterstrich) im Debian-Paketdateinamen'],
        pages: [12, 19],
      },
    ],
    note: 'package name and version in gentoo_0.9.12.orig.tar.gz are separated by "_" (underscore)',
  },
  {
    id: 'maint-guide-de-lexical-2',
    category: 'lexical',
    scope: { doc: 'maint-guide-de' },
    prompt: 'Welche Priorität sollte man in der Datei debian/control für ein neues Paket eintragen?',
    facts: [
      {
        phrases: [
          'Die Priorität optional ist normalerweise für neue Pakete sinnvoll',
          'ändern wir die Priorität auf »optional«',
        ],
        pages: [26],
      },
    ],
    note: 'control file, line 3: priority optional usually suits new packages',
  },
  {
    id: 'maint-guide-de-lexical-3',
    category: 'lexical',
    scope: { doc: 'maint-guide-de' },
    prompt: 'Welches Programm wird durch die Datei debian/watch konfiguriert?',
    facts: [{ phrases: ['Die Datei watch konfiguriert das Programm uscan'], pages: [45] }],
    note: 'debian/watch configures uscan (from devscripts) to watch the upstream site',
  },
  {
    id: 'maint-guide-de-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-de' },
    prompt:
      'Ist es eine gute Idee, als allererstes eigenes Debian-Paket ein Programm zu nehmen, das dauerhaft im ' +
      'Hintergrund als Netzwerkdienst läuft?',
    facts: [{ phrases: ['Das Programm sollte kein Daemon sein'], pages: [14] }],
    note: 'choosing your program: it should not be a daemon (avoids "Daemon", "Port als Root öffnen")',
  },
  {
    id: 'maint-guide-de-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-de' },
    prompt:
      'Die Quellen des Programms bringen eine eigene Testsammlung mit, die beim Bauen meines Debian-Pakets nicht ' +
      'laufen soll. Wie schalte ich die ab?',
    facts: [
      {
        phrases: ['leeres Ziel namens override_dh_auto_test', 'override_dh_auto_test'],
        pages: [37],
      },
    ],
    note: 'an empty override_dh_auto_test target skips the upstream tests (avoids "Ziel test", "übergehen", "Paketbau-Prozess")',
  },
  {
    id: 'maint-guide-de-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-de' },
    prompt:
      'Ich habe beim Herumprobieren aus Versehen ein paar der vorgefertigten Vorlagen in meinem debian-Ordner ' +
      'weggeworfen. Wie bekomme ich sie zurück?',
    facts: [{ phrases: ['dh_make mit der Option --addmissing', '--addmissing'], pages: [19] }],
    note: 'dh_make --addmissing restores deleted template files (avoids "Schablonendateien", "gelöscht", "wiederherstellen")',
  },
  {
    id: 'maint-guide-de-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-de' },
    prompt:
      'Wie bringe ich den Debian-Werkzeugen bei, wer ich bin und unter welcher Mailadresse man mich erreicht, ' +
      'damit sie das automatisch in meine Pakete eintragen?',
    facts: [{ phrases: ['$DEBEMAIL und $DEBFULLNAME', 'export DEBEMAIL DEBFULLNAME'], pages: [18] }],
    note: 'setting up dh_make: the environment variables DEBEMAIL and DEBFULLNAME (avoids "Umgebungsvariablen", "E-Mail-Adresse", "Namen")',
  },
  {
    id: 'maint-guide-de-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide-de' },
    prompt:
      'Wie lege ich autopkgtest-Tests unter debian/tests an, damit mein Paket nach der Installation automatisch auf ' +
      'ci.debian.net geprüft wird?',
    facts: [],
    note: 'autopkgtest, debian/tests, ci.debian.net, piuparts: on no page; the guide only covers build-time tests (dh_auto_test) and lintian',
  },
  // Die Debian GNU/Linux-FAQ
  {
    id: 'faq-de-lexical-1',
    category: 'lexical',
    scope: { doc: 'faq-de' },
    prompt: 'Wer war Sid im Animationsfilm „Toy Story“?',
    facts: [
      {
        phrases: [
          'der bösartige Junge von nebenan, der immer die Spielzeuge kaputt machte',
          'der Junge von Nebenan, der immer die Spielzeuge zerstörte',
        ],
        pages: [34],
      },
    ],
    note: 'Sid was the boy next door who always broke the toys',
  },
  {
    id: 'faq-de-lexical-2',
    category: 'lexical',
    scope: { doc: 'faq-de' },
    prompt: 'Wann und von wem wurde das Debian-Projekt gegründet?',
    facts: [{ phrases: ['1993 von Ian Murdock gegründet'], pages: [10] }],
    note: 'founded by Ian Murdock in 1993',
  },
  {
    id: 'faq-de-lexical-3',
    category: 'lexical',
    scope: { doc: 'faq-de' },
    prompt: 'Warum führte das Debian-Projekt die Kategorie der „Pre-depends“-Abhängigkeit ein?',
    facts: [{ phrases: ['sicheres Upgrade des Systems vom a.out- zum ELF-Format'], pages: [44] }],
    note: 'Pre-Depends were introduced for the safe upgrade from a.out to ELF',
  },
  {
    id: 'faq-de-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'faq-de' },
    prompt:
      'Wie sorge ich dafür, dass apt ein bestimmtes Paket bei Upgrades in Ruhe lässt und es auf seinem jetzigen Stand ' +
      'bleibt?',
    facts: [{ phrases: ['apt-mark hold'], pages: [44] }],
    note: 'putting a package on hold with apt-mark hold (avoids "zurückhalten", "hold", "derzeitigen Version beibehalten")',
  },
  {
    id: 'faq-de-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'faq-de' },
    prompt:
      'Ich habe eine Bibliothek über apt installiert, aber beim Bauen meines eigenen Programms bricht der Linker ab, ' +
      'weil er sie angeblich nicht findet. Was fehlt mir da?',
    facts: [{ phrases: ['separaten Entwicklungspaketen gepackt', 'libfoo-dev'], pages: [30] }],
    note: '"ld: cannot find -lfoo": the libfoo.so links are in separate -dev packages (avoids "kompiliere", "Entwicklungspaket", "libfoo.so")',
  },
  {
    id: 'faq-de-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'faq-de' },
    prompt:
      'Ich habe mir eine einzelne .deb-Datei heruntergeladen und will nur sehen, was drinsteckt: ausgepackt in einen ' +
      'Ordner meiner Wahl, ohne das Programm auf dem System einzurichten. Wie mache ich das?',
    facts: [{ phrases: ['dpkg-deb --extract'], pages: [50, 51] }],
    note: 'dpkg-deb --extract into a directory (avoids "entpacken", "Verzeichnis", "Debian-Archiv", "installieren")',
  },
  {
    id: 'faq-de-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'faq-de' },
    prompt:
      'Wenn eine Debian-Version einmal erschienen ist, bekommen ihre Programme im Lauf der Zeit neuere Ausgaben mit ' +
      'zusätzlichen Features?',
    facts: [
      {
        phrases: [
          'Zur stabilen Veröffentlichung werden keine neuen Funktionalitäten hinzugefügt',
          'gibt es dafür nur noch Sicherheitsaktualisierungen',
          'bleiben immer die selben, außer im Falle von Sicherheits-Updates',
        ],
        pages: [13, 20],
      },
    ],
    note: 'stable gets no new functionality, only security updates (avoids "stabil", "Funktionalitäten", "Sicherheitsaktualisierungen")',
  },
  {
    id: 'faq-de-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'faq-de' },
    prompt: 'Wie richte ich Flatpak unter Debian ein, um Programme aus Flathub installieren zu können?',
    facts: [],
    note: 'Flatpak, Flathub, Snap: on no page (the FAQ covers dpkg, apt, aptitude and friends only)',
  },
];
