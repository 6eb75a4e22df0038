/**
 * The words analysts use for a group of companies, mapped to the sectors of the built-in table
 * (known-companies.ts) and of config `scope.sectors`. Order matters: longer phrases first.
 */
export interface SectorWords {
  sector: string;
  /** Case-insensitive whole-word patterns. */
  pattern: RegExp;
  /** The sectors whose companies it covers. */
  covers: string[];
}

const p = (s: string) => new RegExp(String.raw`\b(?:${s})\b`, 'i');

export const SECTOR_WORDS: readonly SectorWords[] = [
  { sector: 'it services', pattern: p(String.raw`IT (?:services|companies|company|firms|majors|players|cos|sector|vendors|outsourcers)|software (?:services|exporters|companies)|tech services|IT services`), covers: ['it services'] },
  { sector: 'banks', pattern: p(String.raw`banks|banking (?:stocks|companies|sector)|lenders|private banks|psu banks|public sector banks`), covers: ['banks'] },
  { sector: 'insurance', pattern: p(String.raw`insurers|insurance (?:companies|firms|players|sector)|life insurers|general insurers`), covers: ['insurance'] },
  { sector: 'autos', pattern: p(String.raw`auto ?makers|automakers|car ?makers|auto (?:companies|firms|sector|oems|players)|automobile (?:companies|makers|manufacturers)|two-wheeler makers|two wheeler makers|vehicle makers|automotive companies|OEMs`), covers: ['autos'] },
  { sector: 'cement', pattern: p(String.raw`cement (?:companies|makers|manufacturers|producers|players|sector|firms)|cement makers`), covers: ['cement'] },
  { sector: 'fmcg', pattern: p(String.raw`FMCG|consumer staples|staples companies`), covers: ['fmcg'] },
  { sector: 'consumer', pattern: p(String.raw`consumer (?:goods|companies|durables|firms)`), covers: ['consumer', 'fmcg'] },
  { sector: 'pharma', pattern: p(String.raw`pharma(?:ceutical)? (?:companies|firms|makers|players|sector)|pharma|drug ?makers|pharmaceuticals`), covers: ['pharma'] },
  { sector: 'metals', pattern: p(String.raw`steel ?makers|steel (?:companies|producers|players|sector)|metals? (?:companies|producers|firms|sector|players)|metals and mining|miners`), covers: ['metals'] },
  { sector: 'oil and gas', pattern: p(String.raw`oil (?:and|&) gas(?: companies| firms| sector| players)?|refiners|oil marketing companies|OMCs|oil companies|energy majors`), covers: ['oil and gas'] },
  { sector: 'telecom', pattern: p(String.raw`telecom (?:operators|companies|players|sector|firms)|telcos|telecom|carriers`), covers: ['telecom'] },
  { sector: 'nbfc', pattern: p(String.raw`NBFCs|non-banking financial companies|non banking financial companies`), covers: ['nbfc'] },
  { sector: 'power', pattern: p(String.raw`power (?:companies|utilities|generators|producers|sector)|utilities`), covers: ['power'] },
];
