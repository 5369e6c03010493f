/** /privacidad: what Agentes keeps, why, for how long, and how to delete it (issue 8). Only types come from legal.ts. */
import type { LegalDocument } from './legal.ts';

const contact = { link: 'contact', text: 'soporte@agentes.com.ve' } as const;

export const privacyDocument: LegalDocument = {
  pageTitle: 'Política de privacidad',
  heading: 'Política de privacidad',
  intro: [
    'Esta política explica qué datos personales guarda Agentes, para qué los usa, con quién los comparte, cuánto tiempo los conserva y cómo puedes consultarlos, corregirlos o borrarlos. Se aplica a los agentes que usan la plataforma y a las personas que esos agentes registran como clientes.',
  ],
  sections: [
    {
      id: 'responsable',
      heading: '1. Quién es responsable',
      blocks: [
        ['Agentes opera la plataforma y es responsable de los datos de las cuentas de los agentes. Para cualquier asunto de privacidad, escríbenos a ', contact, '.'],
        'Los datos de los clientes los registra cada agente: él decide a quién registra y para qué, y responde ante esas personas. Agentes guarda y trata esos datos por cuenta del agente, solo para prestarle el servicio, y lo ayuda a atender las solicitudes de esas personas.',
      ],
    },
    {
      id: 'datos',
      heading: '2. Qué datos guardamos',
      blocks: [
        {
          list: [
            'De tu cuenta de agente: nombre y apellido, correo electrónico, teléfono, estado y localidad, sexo y fecha de nacimiento si los indicas, tu descripción, tu foto de perfil y si quieres recibir correos con novedades. La contraseña nunca se guarda tal cual: solo un resumen calculado con argon2id, del que no se puede recuperar.',
            'Si entras con Google o con Facebook: el identificador de esa cuenta, y el nombre y el correo que el proveedor nos entrega.',
            'De tus clientes: nombres y apellidos, tipo y número de documento (cédula, RIF o pasaporte), teléfonos, correo electrónico, sexo, fecha de nacimiento, estado y localidad, foto, el tipo de cliente, si está activo o archivado, y el historial de cambios.',
            'Tareas de seguimiento: tipo, título, descripción, prioridad, estado y fechas, y los archivos adjuntos que subas (documentos PDF, Word, Excel o PowerPoint e imágenes).',
            'Propiedades y publicaciones: los datos, la dirección y la ubicación de cada inmueble, sus fotos y videos, y los textos que publiques.',
            'Conexiones con Instagram y Facebook: los permisos de acceso (tokens) que esas plataformas nos entregan para publicar en tu nombre, que guardamos cifrados, y las páginas que elijas.',
            'Datos técnicos: la dirección IP, la fecha y la hora y el navegador de cada solicitud, para la seguridad del servicio y para resolver errores.',
          ],
        },
        'Usamos dos cookies propias: auth.accessToken, que mantiene tu sesión abierta, y sidebar.collapsed, que recuerda si plegaste el menú. No usamos cookies de publicidad ni de analítica. Para comprobar que quien se registra es una persona, usamos reCAPTCHA de Google, al que se aplica la política de privacidad de Google.',
      ],
    },
    {
      id: 'finalidad',
      heading: '3. Para qué los usamos',
      blocks: [
        {
          list: [
            'Prestarte el servicio: tu cuenta, tus clientes, tus tareas, tus propiedades y las publicaciones que nos pidas.',
            'Proteger el servicio y a sus usuarios: limitar los intentos de inicio de sesión, comprobar que eres una persona y detectar abusos.',
            'Escribirte sobre tu cuenta, por ejemplo el enlace para restablecer la contraseña, y enviarte novedades solo si lo aceptaste al registrarte.',
            'Atender tus consultas y cumplir las obligaciones que la ley nos imponga.',
          ],
        },
        'No vendemos datos personales ni los usamos para mostrar publicidad.',
      ],
    },
    {
      id: 'compartir',
      heading: '4. Con quién los compartimos',
      blocks: [
        {
          list: [
            'Con otros agentes, solo en el caso de los clientes compartidos: los datos de identidad de una persona que varios agentes tienen en su lista (nombres, documento, fecha de nacimiento, sexo, teléfono, correo, dirección y foto). Quien busca un teléfono o un correo que ya existe ve solo el nombre y la foto. Las tareas, los archivos y el historial de cada agente no se comparten.',
            'Con Meta (Instagram y Facebook), lo que tú decidas publicar. Si entras con Google o con Facebook, ese proveedor sabe que usaste su cuenta para entrar en Agentes.',
            'Con los proveedores que nos ayudan a prestar el servicio (alojamiento, envío de correos, verificación reCAPTCHA, mapas), que solo reciben lo necesario para su tarea.',
            'Con las autoridades, cuando una autoridad competente lo exija conforme a la ley.',
          ],
        },
      ],
    },
    {
      id: 'conservacion',
      heading: '5. Cuánto tiempo los conservamos',
      blocks: [
        {
          list: [
            'Tu cuenta y todo lo que contiene: mientras la tengas abierta. Cuando nos pidas borrarla, lo hacemos en un plazo máximo de 30 días; las copias de seguridad se renuevan y desaparecen en los 90 días siguientes.',
            'Tu sesión: se cierra sola tras 30 días sin usarla, y al salir de tu cuenta o al restablecer la contraseña. Iniciar sesión en otro dispositivo cierra la anterior.',
            'Los enlaces para restablecer la contraseña: sirven una sola vez y caducan a los 30 minutos.',
            'Los clientes archivados: archivar no borra; los datos siguen guardados hasta que pidas borrarlos o cierres tu cuenta.',
            'Las tareas y los archivos adjuntos: hasta que los borres. Al borrar un archivo, lo eliminamos del almacenamiento en ese momento.',
            'Las conexiones con Instagram y Facebook: hasta que las desconectes; al desconectarlas borramos sus tokens.',
            'Los datos técnicos: hasta 90 días, salvo que los necesitemos para investigar un incidente de seguridad.',
          ],
        },
      ],
    },
    {
      id: 'borrar',
      heading: '6. Cómo borrar tus datos',
      blocks: [
        {
          list: [
            'Tareas y archivos adjuntos: bórralos tú mismo desde el panel de la tarea.',
            [
              'Conexiones con Instagram y Facebook: desconéctalas desde «Vinculación», en el menú de Agentes, o desde la propia red social. Los pasos están en ',
              { link: 'facebookInstructions', text: 'Eliminar cuenta de Facebook' },
              ' y en ',
              { link: 'instagramInstructions', text: 'Eliminar cuenta de Instagram' },
              '.',
            ],
            [
              'Un cliente: archivarlo lo quita de tu lista, pero no lo borra. Para borrarlo, escríbenos a ',
              contact,
              ' desde el correo de tu cuenta indicando de qué cliente se trata. Borramos tu vínculo con esa persona, tus tareas, tus archivos y tu historial sobre ella; si otro agente también la tiene en su lista, sus datos de identidad se mantienen para ese agente.',
            ],
            [
              'Tu cuenta: escríbenos a ',
              contact,
              ' desde el correo de tu cuenta con el asunto «Eliminar mi cuenta». Comprobamos que la solicitud es tuya y borramos la cuenta, tus conexiones, tus tareas, tus archivos y los clientes que solo tú tenías, en un plazo máximo de 30 días.',
            ],
            [
              'Si eres cliente de un agente: pídeselo al agente, o escríbenos a ',
              contact,
              ' y lo atenderemos con él.',
            ],
          ],
        },
      ],
    },
    {
      id: 'derechos',
      heading: '7. Tus derechos',
      blocks: [
        [
          'La Constitución de la República Bolivariana de Venezuela protege la vida privada y la intimidad (artículo 60) y reconoce a toda persona el derecho a acceder a los datos que sobre ella consten en registros oficiales o privados, a conocer su uso y su finalidad, y a pedir que se actualicen, se rectifiquen o se destruyan si son erróneos o afectan ilegítimamente sus derechos (artículo 28). Para ejercerlos ante nosotros, escríbenos a ',
          contact,
          '. Te responderemos en un plazo máximo de 15 días hábiles.',
        ],
        'Puedes corregir tú mismo los datos de tu cuenta y los de los clientes que registraste.',
      ],
    },
    {
      id: 'seguridad',
      heading: '8. Seguridad',
      blocks: [
        'La conexión con Agentes va cifrada (HTTPS). Cada agente solo accede a sus propios datos; las contraseñas y las sesiones se guardan como resúmenes de los que no se pueden recuperar, los tokens de las redes sociales se guardan cifrados, y los archivos subidos reciben nombres aleatorios. Ningún sistema es invulnerable: si un incidente afecta a tus datos, te lo comunicaremos y te diremos qué hacer.',
      ],
    },
    {
      id: 'cambios',
      heading: '9. Cambios en esta política',
      blocks: [
        'Si cambiamos esta política, publicaremos aquí la nueva versión con su fecha. Si el cambio afecta a lo que hacemos con tus datos, te avisaremos por correo electrónico o dentro de Agentes antes de aplicarlo.',
      ],
    },
  ],
};
