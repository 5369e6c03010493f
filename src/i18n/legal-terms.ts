/** /terminos: the terms of use of Agentes (issue 8). Only types come from legal.ts. */
import type { LegalDocument } from './legal.ts';

const contact = { link: 'contact', text: 'soporte@agentes.com.ve' } as const;

export const termsDocument: LegalDocument = {
  pageTitle: 'Términos y condiciones',
  heading: 'Términos y condiciones de uso',
  intro: [
    'Estos términos regulan el uso de Agentes, la plataforma en la que los agentes inmobiliarios gestionan sus propiedades, sus clientes y sus tareas de seguimiento, y publican sus inmuebles en el portal y en Instagram y Facebook. En este documento, «Agentes» y «nosotros» se refieren a quien opera la plataforma, y «tú», a la persona que crea una cuenta y la usa.',
    [
      'Al crear tu cuenta aceptas estos términos y declaras haber leído la ',
      { link: 'privacy', text: 'Política de privacidad' },
      ', que explica qué datos guardamos y cómo puedes borrarlos. Si no estás de acuerdo, no crees una cuenta ni uses el servicio.',
    ],
  ],
  sections: [
    {
      id: 'cuenta',
      heading: '1. Tu cuenta',
      blocks: [
        {
          list: [
            'Debes ser mayor de edad y usar Agentes para tu actividad profesional como agente o asesor inmobiliario.',
            'Los datos de tu cuenta deben ser verdaderos y estar al día. Cada cuenta pertenece a una sola persona: no la compartas.',
            'Eres responsable de guardar tu contraseña y de lo que se haga con tu cuenta. Si crees que alguien más entró en ella, cambia la contraseña y avísanos.',
            'Si entras con Google o con Facebook, también se aplican las condiciones de ese proveedor.',
          ],
        },
      ],
    },
    {
      id: 'clientes',
      heading: '2. Los datos de tus clientes',
      blocks: [
        'En Agentes registras datos personales de otras personas: nombres, cédula u otro documento de identidad, teléfono, correo electrónico, fecha de nacimiento, dirección, foto, y las tareas y archivos de su seguimiento. Sobre esos datos:',
        {
          list: [
            'Solo registra a personas con las que tienes una relación real de negocio inmobiliario, con su conocimiento y para ese fin.',
            'Registra solo lo necesario. No incluyas en tareas ni adjuntos datos de salud, de religión, de opinión política u otros igual de delicados, ni documentos que no necesites para la gestión.',
            'Mantén los datos correctos y atiende a la persona que te pida verlos, corregirlos o borrarlos. Nosotros te ayudamos a cumplirlo.',
          ],
        },
        'Una misma persona puede ser cliente de varios agentes. Si registras un teléfono o un correo que ya existe en Agentes, te mostramos el nombre y la foto de esa persona y puedes agregarla a tu lista. Sus datos de identidad (nombres, documento, fecha de nacimiento, sexo, teléfono, correo, dirección y foto) son entonces los mismos para todos los agentes que la tienen en su lista, y solo el agente que la registró primero puede cambiarlos. El tipo de cliente, el estado (activo o archivado), las tareas, los archivos adjuntos y el historial son de cada agente y los demás agentes no los ven.',
      ],
    },
    {
      id: 'contenido',
      heading: '3. Tu contenido',
      blocks: [
        'Lo que subes a Agentes (fichas de propiedades, fotos, videos, textos, archivos) sigue siendo tuyo. Nos das permiso para guardarlo, procesarlo, mostrártelo y publicarlo donde tú nos indiques, solo para prestarte el servicio. Ese permiso termina cuando borras el contenido o tu cuenta, salvo en las copias de seguridad durante el tiempo que indica la política de privacidad.',
        'Declaras que tienes derecho a usar las fotos y los textos que subes, y que los inmuebles que publicas existen y se ofrecen en las condiciones que anuncias.',
      ],
    },
    {
      id: 'redes',
      heading: '4. Publicación en Instagram y Facebook',
      blocks: [
        'Si conectas tu cuenta de Instagram o de Facebook, nos autorizas a publicar en tu nombre lo que tú prepares y confirmes en Agentes. Esas publicaciones quedan sujetas a las normas de Meta, que puede rechazarlas o retirarlas; no respondemos por sus decisiones ni por sus interrupciones de servicio.',
        [
          'Puedes desconectar tus cuentas cuando quieras. Te explicamos cómo en ',
          { link: 'facebookInstructions', text: 'Eliminar cuenta de Facebook' },
          ' y en ',
          { link: 'instagramInstructions', text: 'Eliminar cuenta de Instagram' },
          '.',
        ],
      ],
    },
    {
      id: 'uso',
      heading: '5. Uso aceptable',
      blocks: [
        'No está permitido usar Agentes para:',
        {
          list: [
            'publicar anuncios falsos o engañosos, o inmuebles que no estás autorizado a ofrecer;',
            'enviar mensajes no deseados o acosar a otras personas;',
            'buscar teléfonos o correos para obtener datos de personas con las que no tienes relación;',
            'entrar, o intentar entrar, en cuentas o datos de otros agentes;',
            'atacar, sobrecargar o intentar saltarse los límites y las medidas de seguridad del servicio;',
            'cualquier actividad contraria a la ley.',
          ],
        },
      ],
    },
    {
      id: 'servicio',
      heading: '6. El servicio',
      blocks: [
        'Trabajamos para que Agentes esté disponible y funcione bien, pero no podemos garantizar que lo esté siempre y sin errores: puede haber mantenimientos, fallos de proveedores o de la conexión. Podemos mejorar, cambiar o retirar funciones; si un cambio afecta de forma importante a tu manera de trabajar, te avisaremos antes.',
      ],
    },
    {
      id: 'cierre',
      heading: '7. Suspensión y cierre de la cuenta',
      blocks: [
        [
          'Puedes dejar de usar Agentes y pedir que borremos tu cuenta en cualquier momento; el procedimiento está en la ',
          { link: 'privacy', text: 'Política de privacidad' },
          '. Podemos suspender o cerrar una cuenta que incumpla estos términos o ponga en riesgo a otras personas o al servicio. Salvo que la ley o la urgencia lo impidan, te avisaremos antes por correo electrónico y te explicaremos el motivo.',
        ],
      ],
    },
    {
      id: 'responsabilidad',
      heading: '8. Responsabilidad',
      blocks: [
        'Agentes es una herramienta de gestión: las decisiones comerciales que tomes con ella, y los acuerdos con tus clientes, son tuyos. En la medida en que la ley lo permita, no respondemos por pérdidas de negocio o de oportunidades derivadas del uso o de la falta de disponibilidad del servicio. Nada en estos términos limita los derechos que la ley te reconoce y que no se pueden renunciar.',
      ],
    },
    {
      id: 'cambios',
      heading: '9. Cambios en estos términos',
      blocks: [
        'Si cambiamos estos términos, publicaremos aquí la nueva versión con su fecha. Si el cambio es importante, te avisaremos por correo electrónico o dentro de Agentes al menos 15 días antes de que se aplique. Si no estás de acuerdo, puedes cerrar tu cuenta antes de esa fecha.',
      ],
    },
    {
      id: 'ley',
      heading: '10. Ley aplicable',
      blocks: [
        ['Estos términos se rigen por las leyes de la República Bolivariana de Venezuela. Si surge un desacuerdo, escríbenos primero a ', contact, ' para buscar una solución; si no la encontramos, lo resolverán los tribunales competentes de Venezuela.'],
      ],
    },
  ],
};
