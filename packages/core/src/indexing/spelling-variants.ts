/**
 * British and American spellings of one word ("licence"/"license", "colour"/"color", "organise"/"organize",
 * "cancelled"/"canceled", "catalogue"/"catalog"): the same word to search and to docent-local, whichever way a
 * document or a question spells it. Search reads both in their American spelling, in what is indexed
 * (chunks.search_text) and in the question alike (search-text.ts); docent-local's stems do the same (local-terms.ts).
 * English stemming alone never meets them: Postgres stems "licence" to licenc and "license" to licens, "organise"
 * to organis and "organize" to organ. The stored and quoted text never changes.
 *
 * Only whole words of a fixed list, with their inflections: no rule rewrites an ending, as "-our", "-ise" and "-re"
 * words are also other words ("four", "advise", "genre"). Words whose British spelling is another American word
 * ("practise"/"practice" aside, "cheque", "tyre", "storey", "draught") are left out.
 */

/** Roots spelled "-our" in British English ("colour" → color), with the endings they take. */
const OUR = `behaviour colour favour flavour honour humour labour neighbour rumour harbour vapour armour endeavour
  savour odour vigour saviour clamour parlour splendour`;
const OUR_ENDINGS = [
  '',
  's',
  'ed',
  'ing',
  'ful',
  'fully',
  'less',
  'able',
  'ably',
  'ite',
  'ites',
  'er',
  'ers',
  'hood',
  'al',
];

/** Roots spelled "-re" ("centre" → center). */
const RE = 'centre metre litre theatre fibre calibre sabre lustre spectre meagre sombre';
const RE_ENDINGS: Array<[string, string]> = [
  ['re', 'er'],
  ['res', 'ers'],
  ['red', 'ered'],
  ['ring', 'ering'],
];

/** Verbs spelled "-ise" ("organise" → organize), by their root before "is". */
const ISE = `organ recogn real author custom initial optim minim maxim summar priorit synchron serial deserial normal
  util categor standard visual final special general local international capital apolog critic memor sanit token
  parameter container virtual random digit personal harmon legal monet neutral central decentral stabil mobil symbol
  character fertil hospital immun jeopard mechan modern patron public rational steril subsid sympath theor trivial
  vandal global industrial commercial formal emphas familiar item lexical`;
const ISE_ENDINGS: Array<[string, string]> = [
  ['ise', 'ize'],
  ['ises', 'izes'],
  ['ised', 'ized'],
  ['ising', 'izing'],
  ['isation', 'ization'],
  ['isations', 'izations'],
  ['iser', 'izer'],
  ['isers', 'izers'],
  ['isable', 'izable'],
];

/** Verbs spelled "-yse" ("analyse" → analyze; not "analyses", also the plural of analysis). */
const YSE = 'anal paral catal dial hydrol electrol';
const YSE_ENDINGS: Array<[string, string]> = [
  ['yse', 'yze'],
  ['ysed', 'yzed'],
  ['ysing', 'yzing'],
  ['yser', 'yzer'],
];

/** Verbs whose final l doubles in British English ("cancelled" → canceled). */
const DOUBLE_L = `cancel travel label model level signal total fuel channel counsel marshal tunnel dial funnel
  jewel libel pencil quarrel shovel snorkel swivel tinsel yodel duel equal rival`;
const DOUBLE_L_ENDINGS: Array<[string, string]> = [
  ['lled', 'led'],
  ['lling', 'ling'],
  ['ller', 'ler'],
  ['llers', 'lers'],
];

/** Single words. */
const WORDS = `licence:license licences:licenses defence:defense defences:defenses offence:offense offences:offenses
  pretence:pretense catalogue:catalog catalogues:catalogs catalogued:cataloged cataloguing:cataloging
  dialogue:dialog dialogues:dialogs analogue:analog analogues:analogs prologue:prolog epilogue:epilog
  programme:program programmes:programs grey:gray greyed:grayed greys:grays greyscale:grayscale
  judgement:judgment judgements:judgments acknowledgement:acknowledgment acknowledgements:acknowledgments
  ageing:aging aluminium:aluminum sceptical:skeptical sceptic:skeptic manoeuvre:maneuver manoeuvres:maneuvers
  plough:plow mould:mold moulds:molds artefact:artifact artefacts:artifacts encyclopaedia:encyclopedia
  paediatric:pediatric anaesthetic:anesthetic enrol:enroll enrols:enrolls enrolment:enrollment
  enrolments:enrollments fulfil:fulfill fulfils:fulfills fulfilment:fulfillment instalment:installment
  instalments:installments skilful:skillful wilful:willful practise:practice practised:practiced
  practising:practicing cosy:cozy jewellery:jewelry kilometre:kilometer kilometres:kilometers
  centimetre:centimeter centimetres:centimeters millimetre:millimeter millimetres:millimeters
  analysed:analyzed travelled:traveled traveller:traveler travellers:travelers`;

function variants(): Map<string, string> {
  const out = new Map<string, string>();
  const roots = (list: string) => list.split(/\s+/).filter(Boolean);
  for (const root of roots(OUR)) {
    for (const end of OUR_ENDINGS) out.set(`${root}${end}`, `${root.slice(0, -2)}r${end}`);
  }
  for (const root of roots(RE)) {
    const stem = root.slice(0, -2);
    for (const [uk, us] of RE_ENDINGS) out.set(`${stem}${uk}`, `${stem}${us}`);
  }
  for (const root of roots(ISE)) for (const [uk, us] of ISE_ENDINGS) out.set(`${root}${uk}`, `${root}${us}`);
  for (const root of roots(YSE)) for (const [uk, us] of YSE_ENDINGS) out.set(`${root}${uk}`, `${root}${us}`);
  for (const root of roots(DOUBLE_L)) {
    const stem = root.slice(0, -1);
    for (const [uk, us] of DOUBLE_L_ENDINGS) out.set(`${stem}${uk}`, `${stem}${us}`);
  }
  for (const pair of roots(WORDS)) {
    const [uk, us] = pair.split(':');
    out.set(uk, us);
  }
  return out;
}

const AMERICAN = variants();

/** A lower-case word's American spelling, or the word itself. */
export const americanSpelling = (word: string): string => AMERICAN.get(word) ?? word;

/** `text` with each British spelling of the list written the American way (for search; lower-cased where changed). */
export function withAmericanSpelling(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => AMERICAN.get(word.toLowerCase()) ?? word);
}
