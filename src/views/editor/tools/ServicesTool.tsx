import { DetailTypesTool } from './details/DetailTypesTool.tsx';

/** 'Servicios' of the property editor (spec 03 §2, §4): see DetailTypesTool. */
export default function ServicesTool() {
  return <DetailTypesTool tool="services" />;
}
