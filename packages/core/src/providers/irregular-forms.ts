/**
 * Irregular past forms of English verbs, read as the verb they are of by docent-local ("built" → build, "written" →
 * write, "burnt" → burn): suffixes alone never make them meet. So "did a server ever burn down" holds "Fire burnt
 * Debian server". Search does not read them so: Postgres' English stemmer leaves "wrote", "written" and "write" three
 * lexemes, and writing the forms as their verb in the index and the question as well was measured and left out (the
 * twentieth round: recall @ 4,000 +2 −2 over every set, docent-local's facts −2; common verbs, "give", "take",
 * "make", brought more passages that hold only them).
 *
 * Only forms that are rarely another word in the documents people ask about: "left" (a side), "bound" (a limit),
 * "saw" and "felt" (things), "lay" and "lead" (other verbs), "bit" (a unit) and "rose" are left out, as are forms
 * of "do", "be", "have" and "say" (stop words).
 */
const FORMS = `build:built,rebuilt run:ran write:wrote,written,rewrote,rewritten,overwrote,overwritten make:made
  send:sent keep:kept give:gave,given take:took,taken,mistook,mistaken,overtook,overtaken,undertook,undertaken
  choose:chose,chosen begin:began,begun hold:held,withheld,upheld mean:meant bring:brought buy:bought
  think:thought lose:lost sell:sold tell:told spend:spent understand:understood stand:stood hide:hid,hidden
  draw:drew,drawn grow:grew,grown know:knew,known show:shown throw:threw,thrown break:broke,broken speak:spoke,spoken
  freeze:froze,frozen drive:drove,driven fall:fell,fallen feed:fed pay:paid teach:taught catch:caught seek:sought
  win:won wear:wore,worn forget:forgot,forgotten forbid:forbade,forbidden override:overrode,overridden
  withdraw:withdrew,withdrawn undo:undid,undone deal:dealt come:came become:became go:went,gone stick:stuck
  strike:struck hang:hung shoot:shot sleep:slept forgive:forgave,forgiven find:found burn:burnt learn:learnt
  spell:spelt dream:dreamt spill:spilt leap:leapt kneel:knelt lend:lent bend:bent fight:fought flee:fled
  get:got,gotten hear:heard meet:met see:seen arise:arose,arisen fly:flew,flown blow:blew,blown shake:shook,shaken
  steal:stole,stolen swear:swore,sworn tear:tore,torn sink:sank,sunk ride:rode,ridden rise:risen
  foresee:foresaw,foreseen oversee:oversaw,overseen awake:awoke,awoken wake:woke,woken weave:wove,woven
  sing:sang,sung ring:rang,rung drink:drank,drunk swim:swam,swum sweep:swept weep:wept creep:crept`;

const BASE = new Map(
  FORMS.split(/\s+/)
    .filter(Boolean)
    .flatMap((entry) => {
      const [verb, forms] = entry.split(':');
      return forms.split(',').map((form) => [form, verb] as const);
    }),
);

/** A lower-case word's verb when it is one of the irregular past forms, or the word itself. */
export const baseForm = (word: string): string => BASE.get(word) ?? word;
