import type { Question } from './types';

/**
 * Questions in French over Debian's French translations of the New Maintainers' Guide (`maint-guide-fr`) and of the
 * Debian FAQ (`faq-fr`), written on 2026-11-23 by a French-speaking engineer who had not seen how Docent answers them
 * (written blind, like a held-out set). Facts were read from the pages exactly as Docent numbers and extracts them
 * (/tmp/ml-pages/<doc>/<n>.txt), many of them after the English questions of the same manuals, others picked
 * afresh; only facts the French text states in French were used (the FAQ leaves some passages in English). Per
 * document: 3 lexical questions (the manual's own key words), 4 paraphrased ones (asked as a French speaker who does
 * not know the manual's wording would ask: synonyms, everyday words, the goal rather than the term) and 1
 * unanswerable one, on the document's topic and checked absent by grepping every page for its key terms. Each
 * phrase is a short verbatim piece of the French page stating the answer and only the answer, never contained in the
 * prompt, and `pages` lists every page holding it. Never tune on these: a question is changed only when its phrase
 * or pages are wrong, never because of how Docent answered it.
 */
export const TRANSLATED_FR_QUESTIONS: Question[] = [
  // Guide du nouveau responsable Debian
  {
    id: 'maint-guide-fr-lexical-1',
    category: 'lexical',
    scope: { doc: 'maint-guide-fr' },
    prompt: 'Dans le nom du fichier .orig.tar.gz, quel caractère sépare le nom du paquet de sa version ?',
    facts: [
      {
        phrases: ['séparés par le caractère tiret bas (_)', 'remplacé par un tiret bas (_)'],
        pages: [12, 18],
      },
    ],
    note: 'file names of the Debian source package: package name and version separated by an underscore',
  },
  {
    id: 'maint-guide-fr-lexical-2',
    category: 'lexical',
    scope: { doc: 'maint-guide-fr' },
    prompt: 'Quelle priorité faut-il indiquer dans le fichier control pour un nouveau paquet ?',
    facts: [
      {
        phrases: [
          'la priorité optional fonctionne habituellement pour les nouveaux paquets',
          'il suffit de laisser la priorité à optional',
        ],
        pages: [25],
      },
    ],
    note: 'debian/control Priority: optional usually works for new packages',
  },
  {
    id: 'maint-guide-fr-lexical-3',
    category: 'lexical',
    scope: { doc: 'maint-guide-fr' },
    prompt: 'Avec quelles options faut-il exécuter lintian sur le fichier .changes du paquet ?',
    facts: [{ phrases: ['lintian -i -I --show-overrides'], pages: [48, 52] }],
    note: 'section 7.4: lintian -i -I --show-overrides on the .changes file (also in the pbuilder hook)',
  },
  {
    id: 'maint-guide-fr-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-fr' },
    prompt:
      "J'aimerais faire entrer dans Debian un logiciel qui n'y est pas encore. Comment prévenir tout le monde que je " +
      "m'en occupe, pour que personne d'autre ne se lance dans le même travail ?",
    facts: [
      {
        phrases: ['avec un bogue ITP sur le pseudo-paquet wnpp', 'déclarez votre intention de l’empaqueter'],
        pages: [13],
      },
    ],
    note: 'file an ITP (Intent To Package) bug against wnpp; avoids "intention", "empaqueter", "bogue", "wnpp"',
  },
  {
    id: 'maint-guide-fr-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-fr' },
    prompt:
      'Pour mon tout premier paquet Debian, est-ce une bonne idée de choisir un service réseau qui tourne en ' +
      'arrière-plan en permanence ?',
    facts: [{ phrases: ['le programme ne devrait ni être un démon'], pages: [14] }],
    note: 'choosing the program: a first package should not be a daemon; avoids "démon", "port", "superutilisateur"',
  },
  {
    id: 'maint-guide-fr-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-fr' },
    prompt:
      'Le code source du logiciel est livré avec une batterie de vérifications automatiques que je ne veux pas ' +
      'lancer pendant la fabrication de mon paquet Debian. Comment les désactiver ?',
    facts: [{ phrases: ['utiliser une cible override_dh_auto_test vide pour l’omettre'], pages: [35] }],
    note: 'an empty override_dh_auto_test target skips the upstream test suite; avoids "test", "cible", "omettre"',
  },
  {
    id: 'maint-guide-fr-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'maint-guide-fr' },
    prompt:
      "Il me faut une vieille version d'un paquet Debian qui a disparu de l'archive depuis longtemps. Où peut-on " +
      'retrouver les anciennes éditions des paquets ?',
    facts: [
      {
        phrases: [
          'versions précédentes des paquets Debian sont disponibles sur http://snapshot.debian.org/',
          'snapshot.debian.org',
        ],
        pages: [61],
      },
    ],
    note: 'footnote of A.2: all previous versions of Debian packages are on snapshot.debian.org; avoids "versions précédentes"',
  },
  {
    id: 'maint-guide-fr-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'maint-guide-fr' },
    prompt: 'Comment empaqueter pour Debian un programme écrit en Go, avec les modules dont il dépend ?',
    facts: [],
    note: 'the guide covers C, Perl, Python, Java sub-policies but never Go (no "Go", "golang" nor dh-golang on any page)',
  },
  // La FAQ Debian GNU/Linux
  {
    id: 'faq-fr-lexical-1',
    category: 'lexical',
    scope: { doc: 'faq-fr' },
    prompt: 'Qui est Sid dans les films Toy Story ?',
    facts: [
      {
        phrases: ['le garçon des voisins qui détruit les jouets', 'le garçon des voisins qui casse tous les jouets'],
        pages: [32],
      },
    ],
    note: 'code names: Sid is the boy next door who destroys toys',
  },
  {
    id: 'faq-fr-lexical-2',
    category: 'lexical',
    scope: { doc: 'faq-fr' },
    prompt: 'Par qui et en quelle année le projet Debian a-t-il été fondé ?',
    facts: [{ phrases: ['créé par Ian Murdock en 1993'], pages: [10] }],
    note: 'the Debian Project was created by Ian Murdock in 1993',
  },
  {
    id: 'faq-fr-lexical-3',
    category: 'lexical',
    scope: { doc: 'faq-fr' },
    prompt: "Qu'est-ce qu'un paquet virtuel dans Debian ?",
    facts: [{ phrases: ['nom générique qui s’applique à n’importe quel groupe de paquets'], pages: [40] }],
    note: 'section 7.8: a virtual package is a generic name for any group of packages providing similar functionality',
  },
  {
    id: 'faq-fr-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'faq-fr' },
    prompt: "D'où vient le nom « Debian » ? Est-ce que ce mot veut dire quelque chose ?",
    facts: [{ phrases: ['contraction des noms Debra et Ian Murdock'], pages: [12] }],
    note: 'the name is a contraction of Debra and Ian Murdock; avoids "contraction", "prononce", "sens"',
  },
  {
    id: 'faq-fr-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'faq-fr' },
    prompt:
      "Comment empêcher qu'un logiciel précis soit mis à niveau avec le reste du système, pour qu'il reste dans la " +
      "version que j'ai maintenant ?",
    facts: [{ phrases: ['apt-mark hold', 'aptitude hold'], pages: [42] }],
    note: 'putting a package on hold (apt-mark hold); avoids "hold", "bloquer", "conserver"',
  },
  {
    id: 'faq-fr-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'faq-fr' },
    prompt:
      "J'ai téléchargé un seul fichier .deb et je veux juste regarder ce qu'il contient, déballé dans un dossier de " +
      'mon choix, sans rien installer. Comment faire ?',
    facts: [{ phrases: ['dpkg-deb --extract'], pages: [48] }],
    note: 'dpkg-deb --extract into a chosen directory; avoids "extraire", "répertoire", "archive"',
  },
  {
    id: 'faq-fr-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'faq-fr' },
    prompt:
      'Si je fais passer ma machine de stable à unstable pour avoir des logiciels plus récents, pourrai-je ' +
      'facilement revenir à stable plus tard ?',
    facts: [
      {
        phrases: ['il s’agit d’une opération irréversible', 'L’opération en sens inverse est impossible'],
        pages: [16],
      },
    ],
    note: 'section 3.1.4: moving stable -> testing -> unstable cannot be undone; avoids "changer de distribution", "irréversible", "sens inverse"',
  },
  {
    id: 'faq-fr-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'faq-fr' },
    prompt: 'Puis-je installer Debian sur un PC dont le démarrage sécurisé UEFI (Secure Boot) est activé ?',
    facts: [],
    note: 'the FAQ covers installation media and architectures but never Secure Boot, UEFI or EFI (grepped every page)',
  },
];
