import { DetailTypesTool } from './details/DetailTypesTool.tsx';

/** 'Detalles' of the property editor (spec 03 §2, §4): see DetailTypesTool. */
export default function DetailsTool() {
  return <DetailTypesTool tool="details" />;
}
