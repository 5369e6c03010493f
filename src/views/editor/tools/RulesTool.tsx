import { DetailTypesTool } from './details/DetailTypesTool.tsx';

/** 'Normas' of the property editor (spec 03 §2, §4): see DetailTypesTool. */
export default function RulesTool() {
  return <DetailTypesTool tool="rules" />;
}
