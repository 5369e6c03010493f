/**
 * The data-deletion instructions of spec 03 ('Instrucciones para eliminar cuenta de …', titles
 * 'Eliminar cuenta de …'), at /facebook/data-delete/instructions and
 * /instagram/data-delete/instructions: the pages Meta asks an app to publish, and the ones the
 * privacy policy points at. Only types come from legal.ts.
 */
import type { LegalDocument } from './legal.ts';

export type DataDeletionProvider = 'facebook' | 'instagram';

const contact = { link: 'contact', text: 'soporte@agentes.com.ve' } as const;

const names: Readonly<Record<DataDeletionProvider, string>> = { facebook: 'Facebook', instagram: 'Instagram' };

/** Where the provider's own app lets a person remove an app's access. */
const inTheApp: Readonly<Record<DataDeletionProvider, readonly string[]>> = {
  facebook: [
    'En Facebook, abre la configuración de tu cuenta y busca el apartado «Apps y sitios web» (para tus páginas, «Integraciones comerciales»).',
    'Busca Agentes en la lista de apps activas y pulsa «Eliminar».',
  ],
  instagram: [
    'En Instagram, abre la configuración de tu cuenta y busca el apartado «Apps y sitios web».',
    'Busca Agentes en la lista de apps activas y pulsa «Eliminar».',
  ],
};

export const dataDeletionDocument = (provider: DataDeletionProvider): LegalDocument => {
  const name = names[provider];
  return {
    pageTitle: `Eliminar cuenta de ${name}`,
    heading: `Instrucciones para eliminar cuenta de ${name}`,
    intro: [
      `Si conectaste tu cuenta de ${name} a Agentes para publicar tus propiedades, puedes retirarnos ese acceso en cualquier momento y borrar los datos que guardamos de la conexión. Tu cuenta de Agentes, tus clientes y tus propiedades no se ven afectados.`,
    ],
    sections: [
      {
        id: 'desde-agentes',
        heading: 'Desde Agentes',
        blocks: [
          {
            steps: [
              'Inicia sesión en Agentes.',
              'En el menú, abre «Vinculación».',
              `Pulsa «Desconectar» junto a ${name} y confirma.`,
            ],
          },
          `Al desconectar, borramos el token de acceso de ${name} y las páginas o cuentas que habías elegido para publicar, y te mostramos una confirmación.`,
        ],
      },
      {
        id: `desde-${provider}`,
        heading: `Desde ${name}`,
        blocks: [
          { steps: inTheApp[provider] },
          [
            `Desde ese momento Agentes ya no puede publicar en tu nombre. Para borrar también los datos de la conexión que guardamos, desconéctala en Agentes como se explica arriba, o escríbenos a `,
            contact,
            ' y lo haremos por ti.',
          ],
        ],
      },
      {
        id: 'que-se-borra',
        heading: 'Qué se borra y qué no',
        blocks: [
          {
            list: [
              `Se borran el token de acceso de ${name} y la lista de páginas o cuentas que elegiste para publicar.`,
              `Lo que ya publicaste en ${name} sigue allí: bórralo desde ${name} si lo deseas.`,
              [
                'Tu cuenta de Agentes sigue abierta. Para borrarla por completo, sigue los pasos de la ',
                { link: 'privacy', text: 'Política de privacidad' },
                '.',
              ],
            ],
          },
        ],
      },
    ],
  };
};
