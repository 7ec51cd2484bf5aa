import type { Question } from './types';

/** Questions asked of the label "debian": Policy, Developer's Reference, FAQ, Maintainers' Guide, copyright format. */
export const LABEL_DEBIAN_QUESTIONS: Question[] = [
  {
    id: 'label-debian-1',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'What is the group of the user nobody called?',
    facts: [{ doc: 'policy', phrases: ['refers to the group nogroup'], pages: [92] }],
  },
  {
    id: 'label-debian-2',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'Which DEB_BUILD_OPTIONS tag asks for a build with as little optimisation as possible?',
    facts: [{ doc: 'policy', phrases: ['compiled with a minimum of optimization'], pages: [36] }],
  },
  {
    id: 'label-debian-3',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'Should shared libraries be installed with the executable bit set?',
    facts: [
      {
        doc: 'policy',
        phrases: ['should not be installed executable', 'must not be installed executable'],
        pages: [78, 104],
      },
    ],
  },
  {
    id: 'label-debian-4',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'How often are accepted uploads moved from incoming into the archive?',
    facts: [{ doc: 'devref', phrases: ['four times a day'], pages: [33] }],
  },
  {
    id: 'label-debian-5',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'What title should the wnpp bug have when I give up maintaining a package?',
    facts: [{ doc: 'devref', phrases: ['O: package -- short description'], pages: [52] }],
  },
  {
    id: 'label-debian-6',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'How often do the keyring maintainers process key updates?',
    facts: [{ doc: 'devref', phrases: ['at least once a month'], pages: [19] }],
  },
  {
    id: 'label-debian-7',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'Can I watch old Flash animations on Debian with free software?',
    facts: [{ doc: 'faq', phrases: ['gnash and swfdec'], pages: [28] }],
  },
  {
    id: 'label-debian-8',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'Which file holds the version number of the installed Debian release on a single line?',
    facts: [{ doc: 'faq', phrases: ['/etc/debian_version'], pages: [27] }],
  },
  {
    id: 'label-debian-9',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'Which environment variables tell the Debian maintenance tools my name and e-mail address?',
    facts: [{ doc: 'maint-guide', phrases: ['DEBFULLNAME'], pages: [17, 18] }],
  },
  {
    id: 'label-debian-10',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'Which program does the debian/watch file configure?',
    facts: [
      {
        doc: 'maint-guide',
        phrases: ['configures the uscan program'],
        pages: [41],
        alsoIn: [{ doc: 'policy', pages: [38], phrases: ['configuration file for the uscan utility'] }],
      },
    ],
  },
  {
    id: 'label-debian-11',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'Which license short name should be used for the MIT license?',
    facts: [{ doc: 'copyright-format', phrases: ['Please use Expat instead'], pages: [2] }],
  },
  {
    id: 'label-debian-12',
    category: 'label-wide',
    scope: { label: 'debian' },
    prompt: 'What must the remaining lines of a License field say when its short name is public-domain?',
    facts: [{ doc: 'copyright-format', phrases: ['must explain exactly what exemption'], pages: [2] }],
  },
  {
    id: 'label-debian-unanswerable-1',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'How do I join a Debian machine to an Active Directory domain?',
    facts: [],
  },
  {
    id: 'label-debian-unanswerable-2',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'How do I convert a Debian package into a Snap or a Flatpak?',
    facts: [],
  },
  {
    id: 'label-debian-unanswerable-3',
    category: 'unanswerable',
    scope: { label: 'debian' },
    prompt: 'What is the default root password on a freshly installed Debian system?',
    facts: [],
  },
];
