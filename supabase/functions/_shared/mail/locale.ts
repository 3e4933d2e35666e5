/**
 * The languages of the e-mails: a resident's mails are written in the language of the lead
 * (leads.language); the dispatch inbox and the professionals get English, with the resident's
 * language named. Holds the language list, the frame of every mail (greeting, footer, why) and
 * the words of the resident mails (RESIDENT), in each language.
 */

import type { Data } from './read.ts';

export type MailLocale = 'en' | 'es' | 'zh-Hant' | 'zh-Hans';
const MAIL_LOCALES: readonly MailLocale[] = ['en', 'es', 'zh-Hant', 'zh-Hans'];

/** Each language named in itself ("Prefers: Español"). */
export const LANGUAGE_NAMES: Readonly<Record<MailLocale, string>> = {
  en: 'English',
  es: 'Español',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
};

/** URL prefix of the site's pages in each language. */
export const LOCALE_PREFIX: Readonly<Record<MailLocale, string>> = { en: '', es: '/es', 'zh-Hant': '/zh-hant', 'zh-Hans': '/zh-hans' };

/** Intl tags: US English keeps "Nov 23, 2026"; the others use their language's own formats. */
export const INTL_TAG: Readonly<Record<MailLocale, string>> = { en: 'en-US', es: 'es-US', 'zh-Hant': 'zh-Hant', 'zh-Hans': 'zh-Hans' };

/** The language field of a lead mail's data; English when absent or unknown. */
export function mailLocale(data: Data): MailLocale {
  const value = data.language;
  return typeof value === 'string' && (MAIL_LOCALES as readonly string[]).includes(value) ? (value as MailLocale) : 'en';
}

/** The frame of every mail: greeting, footer, why the reader gets it. */
export const FRAME: Readonly<Record<MailLocale, { hello: string; helloName: string; footer: string; why: string }>> = {
  en: {
    hello: 'Hello,',
    helloName: 'Hello {name},',
    footer: 'NYC Wildlife Dispatch · New York City',
    why: 'You get this e-mail because of a request made on our website.',
  },
  es: {
    hello: 'Hola:',
    helloName: 'Hola, {name}:',
    footer: 'NYC Wildlife Dispatch · Ciudad de Nueva York',
    why: 'Recibe este correo por una solicitud hecha en nuestro sitio web.',
  },
  'zh-Hant': {
    hello: '您好：',
    helloName: '{name}，您好：',
    footer: 'NYC Wildlife Dispatch · 紐約市',
    why: '您收到這封電郵，是因為我們的網站上有一項用這個地址提交的請求。',
  },
  'zh-Hans': {
    hello: '您好：',
    helloName: '{name}，您好：',
    footer: 'NYC Wildlife Dispatch · 纽约市',
    why: '您收到这封电子邮件，是因为我们的网站上有一项用这个地址提交的请求。',
  },
};

type ContactWay = 'phone' | 'text' | 'email';
type Credential = 'nwco_license' | 'pesticide_certification';
export const CONTACT_WAYS: readonly ContactWay[] = ['phone', 'text', 'email'];

const CONTACT_ATTEMPTS = ['called', 'voicemail', 'texted', 'emailed'] as const;
type ContactAttempt = (typeof CONTACT_ATTEMPTS)[number];
export function isContactAttempt(value: string): value is ContactAttempt {
  return (CONTACT_ATTEMPTS as readonly string[]).includes(value);
}

/** The words of the two mails a resident gets: the confirmation and "a professional has your request". */
interface ResidentWords {
  readonly receivedSubject: string;
  readonly receivedSubjectRef: string;
  readonly receivedHeading: string;
  readonly thanks: string;
  readonly referenceIs: string;
  /** The confirmation when an active professional covers the borough ('{borough}'). */
  readonly passTo: string;
  /** The confirmation when none does (lead_received phone_only): what the report's success page says. */
  readonly phoneOnly: string;
  readonly yourBorough: string;
  readonly reference: string;
  readonly borough: string;
  readonly animals: string;
  readonly received: string;
  readonly track: string;
  readonly questions: string;
  readonly nyTime: string;
  readonly assignedSubject: string;
  readonly assignedSubjectRef: string;
  readonly assignedHeading: string;
  readonly accepted: string;
  readonly acceptedRef: string;
  /** '{ways}': how the resident asked to be contacted (lead_assigned contact_by), joined with "or". */
  readonly contactBy: string;
  /** When the mail does not say how (older data). */
  readonly contactAny: string;
  readonly ways: Readonly<Record<ContactWay, string>>;
  /** The credential the professional's number is, named as the status page names it. */
  readonly credentials: Readonly<Record<Credential, string>>;
  readonly insuredThrough: string;
  readonly phone: string;
  /** The resident's own phone, masked ('(•••) •••-0142'), in the confirmation: a typo can be spotted. */
  readonly yourPhone: string;
  readonly boroughsServed: string;
  /** resident_unreachable: the professional could not reach the resident. */
  readonly unreachableSubject: string;
  readonly unreachableSubjectRef: string;
  readonly unreachableHeading: string;
  /** '{phone}': the number tried, masked; '{tried}': how (joined). */
  readonly unreachableTried: string;
  /** When the mail does not say how it was tried. */
  readonly unreachableTriedAny: string;
  readonly unreachableNext: string;
  /** lead_completed: the job is recorded as done; was the problem resolved? */
  readonly completedSubject: string;
  readonly completedSubjectRef: string;
  readonly completedHeading: string;
  /** '{business}': the professional who did the job. */
  readonly completedDone: string;
  readonly completedDoneAny: string;
  readonly completedAsk: string;
  readonly completedButton: string;
  readonly attempts: Readonly<Record<ContactAttempt, string>>;
  readonly boroughs: Readonly<Record<string, string>>;
  readonly species: Readonly<Record<string, string>>;
}

export const RESIDENT: Readonly<Record<MailLocale, ResidentWords>> = {
  en: {
    receivedSubject: 'We received your request',
    receivedSubjectRef: 'We received your request (reference {reference})',
    receivedHeading: 'We received your request',
    thanks: 'Thank you for contacting NYC Wildlife Dispatch.',
    referenceIs: ' Your reference is {reference}.',
    passTo: 'We offer your request to one licensed professional who covers {borough} at a time; only the one who accepts receives your name and contact details. If a professional does not accept within the time we allow, we offer it to the next. We will e-mail you when one accepts.',
    phoneOnly: 'We have no professional on our network in {borough} at the moment, so requests there are handled by phone through our dispatch line for now. Our dispatch team has your request.',
    yourBorough: 'your borough',
    reference: 'Reference',
    borough: 'Borough',
    animals: 'Animals',
    received: 'Received',
    track: 'Track your request',
    questions: 'Questions? Call our dispatch line at {phone}.',
    nyTime: '(New York time)',
    assignedSubject: 'A professional has your request',
    assignedSubjectRef: 'A professional has your request ({reference})',
    assignedHeading: 'A professional has your request',
    accepted: 'A licensed professional accepted your request.',
    acceptedRef: 'A licensed professional accepted your request (reference {reference}).',
    contactBy: 'They will contact you by {ways}, as you asked.',
    contactAny: 'They will contact you with the details you gave us.',
    ways: { phone: 'phone', text: 'text message', email: 'e-mail' },
    credentials: {
      nwco_license: 'NYS DEC nuisance wildlife control licence',
      pesticide_certification: 'NYS DEC pesticide applicator certification',
    },
    insuredThrough: 'Insured through',
    phone: 'Phone',
    boroughsServed: 'Boroughs served',
    yourPhone: 'Your phone',
    unreachableSubject: 'We could not reach you about your request',
    unreachableSubjectRef: 'We could not reach you about request {reference}',
    unreachableHeading: 'We could not reach you',
    unreachableTried: 'The professional who took your request tried to reach you at {phone} ({tried}) and could not get through.',
    unreachableTriedAny: 'The professional who took your request tried to reach you at {phone} and could not get through.',
    unreachableNext: 'If that number is wrong, or you still need help, call our dispatch line: we will put it right and find you a professional again. Your status page shows where your request stands.',
    completedSubject: 'Was the problem resolved?',
    completedSubjectRef: 'Was the problem resolved? (request {reference})',
    completedHeading: 'Your request is recorded as done',
    completedDone: '{business} recorded the job on your request as done.',
    completedDoneAny: 'The professional recorded the job on your request as done.',
    completedAsk: 'Was the problem resolved? Tell us on your status page, with one tap. If it was not, or the animal came back, say so there or call our dispatch line, and a dispatcher will follow up.',
    completedButton: 'Tell us if it was resolved',
    attempts: { called: 'called', voicemail: 'left a voicemail', texted: 'sent a text', emailed: 'sent an e-mail' },
    boroughs: {},
    species: {},
  },
  es: {
    receivedSubject: 'Recibimos su solicitud',
    receivedSubjectRef: 'Recibimos su solicitud (referencia {reference})',
    receivedHeading: 'Recibimos su solicitud',
    thanks: 'Gracias por comunicarse con NYC Wildlife Dispatch.',
    referenceIs: ' Su número de referencia es {reference}.',
    passTo: 'Ofrecemos su solicitud a un profesional con licencia que trabaja en {borough} a la vez; solo el que la acepte recibe su nombre y sus datos de contacto. Si un profesional no acepta dentro del plazo que le damos, la ofrecemos al siguiente. Le escribiremos cuando uno acepte.',
    phoneOnly: 'Por ahora no tenemos ningún profesional de nuestra red en {borough}, así que, de momento, las solicitudes de allí se atienden por teléfono en nuestra línea de despacho. Su solicitud ya está en manos de nuestro equipo de despacho.',
    yourBorough: 'su condado',
    reference: 'Referencia',
    borough: 'Condado',
    animals: 'Animales',
    received: 'Recibida',
    track: 'Ver el estado de su solicitud',
    questions: '¿Preguntas? Llame a nuestra línea de despacho al {phone}.',
    nyTime: '(hora de Nueva York)',
    assignedSubject: 'Un profesional tiene su solicitud',
    assignedSubjectRef: 'Un profesional tiene su solicitud ({reference})',
    assignedHeading: 'Un profesional tiene su solicitud',
    accepted: 'Un profesional con licencia aceptó su solicitud.',
    acceptedRef: 'Un profesional con licencia aceptó su solicitud (referencia {reference}).',
    contactBy: 'Se comunicará con usted por {ways}, como lo pidió.',
    contactAny: 'Se comunicará con usted con los datos que nos dio.',
    ways: { phone: 'teléfono', text: 'mensaje de texto', email: 'correo electrónico' },
    credentials: {
      nwco_license: 'Licencia del NYS DEC para el control de animales silvestres molestos',
      pesticide_certification: 'Certificación del NYS DEC como aplicador de pesticidas',
    },
    insuredThrough: 'Asegurado hasta',
    phone: 'Teléfono',
    boroughsServed: 'Condados que atiende',
    yourPhone: 'Su teléfono',
    unreachableSubject: 'No pudimos comunicarnos con usted sobre su solicitud',
    unreachableSubjectRef: 'No pudimos comunicarnos con usted sobre la solicitud {reference}',
    unreachableHeading: 'No pudimos comunicarnos con usted',
    unreachableTried: 'El profesional que aceptó su solicitud intentó comunicarse con usted al {phone} ({tried}) y no lo logró.',
    unreachableTriedAny: 'El profesional que aceptó su solicitud intentó comunicarse con usted al {phone} y no lo logró.',
    unreachableNext: 'Si ese número no es correcto, o si todavía necesita ayuda, llame a nuestra línea de despacho: lo corregiremos y volveremos a buscarle un profesional. Su página de estado muestra en qué punto está su solicitud.',
    completedSubject: '¿Se resolvió el problema?',
    completedSubjectRef: '¿Se resolvió el problema? (solicitud {reference})',
    completedHeading: 'Su solicitud consta como terminada',
    completedDone: '{business} registró como terminado el trabajo de su solicitud.',
    completedDoneAny: 'El profesional registró como terminado el trabajo de su solicitud.',
    completedAsk: '¿Se resolvió el problema? Díganoslo en su página de estado, con un toque. Si no se resolvió, o si el animal volvió, indíquelo allí o llame a nuestra línea de despacho, y un despachador le dará seguimiento.',
    completedButton: 'Díganos si se resolvió',
    attempts: { called: 'llamó', voicemail: 'dejó un mensaje de voz', texted: 'envió un mensaje de texto', emailed: 'envió un correo electrónico' },
    boroughs: { Manhattan: 'Manhattan', Brooklyn: 'Brooklyn', Queens: 'Queens', Bronx: 'el Bronx', 'Staten Island': 'Staten Island' },
    species: {
      Bats: 'Murciélagos',
      Squirrels: 'Ardillas',
      Raccoons: 'Mapaches',
      Skunks: 'Zorrillos',
      Mice: 'Ratones',
      Rats: 'Ratas',
      Birds: 'Pájaros',
      Snakes: 'Serpientes',
      Groundhogs: 'Marmotas',
      Other: 'Otro',
    },
  },
  'zh-Hant': {
    receivedSubject: '我們已收到您的請求',
    receivedSubjectRef: '我們已收到您的請求（編號 {reference}）',
    receivedHeading: '我們已收到您的請求',
    thanks: '感謝您聯絡 NYC Wildlife Dispatch。',
    referenceIs: '您的編號是 {reference}。',
    passTo: '我們每次只把您的請求交給一位服務{borough}的持牌專業人員；只有接受請求的專業人員才會收到您的姓名和聯絡資料。如果對方沒有在我們給的時限內接受，我們會交給下一位。有專業人員接受後，我們會發電郵通知您。',
    phoneOnly: '我們的網絡目前在{borough}沒有專業人員，因此該區的請求暫時經由我們的調度專線以電話處理。您的請求已交給我們的調度團隊。',
    yourBorough: '您所在行政區',
    reference: '編號',
    borough: '行政區',
    animals: '動物',
    received: '收到時間',
    track: '查看請求進度',
    questions: '有疑問？請致電我們的調度專線 {phone}。',
    nyTime: '（紐約時間）',
    assignedSubject: '已有專業人員接手您的請求',
    assignedSubjectRef: '已有專業人員接手您的請求（編號 {reference}）',
    assignedHeading: '已有專業人員接手您的請求',
    accepted: '一位持牌專業人員已接手您的請求。',
    acceptedRef: '一位持牌專業人員已接手您的請求（編號 {reference}）。',
    contactBy: '對方會按您的要求，以{ways}與您聯絡。',
    contactAny: '對方會用您提供的資料與您聯絡。',
    ways: { phone: '電話', text: '短訊', email: '電郵' },
    credentials: {
      nwco_license: '紐約州環境保護局（NYS DEC）滋擾野生動物控制員（NWCO）執照',
      pesticide_certification: '紐約州環境保護局（NYS DEC）農藥施用人員認證',
    },
    insuredThrough: '保險有效期至',
    phone: '電話',
    boroughsServed: '服務行政區',
    yourPhone: '您的電話',
    unreachableSubject: '我們無法就您的請求聯絡到您',
    unreachableSubjectRef: '我們無法就請求 {reference} 聯絡到您',
    unreachableHeading: '我們無法聯絡到您',
    unreachableTried: '接受您請求的專業人員曾嘗試透過 {phone} 聯絡您（{tried}），但未能聯絡上。',
    unreachableTriedAny: '接受您請求的專業人員曾嘗試透過 {phone} 聯絡您，但未能聯絡上。',
    unreachableNext: '如果這個號碼不正確，或您仍需要協助，請致電我們的調度專線：我們會更正號碼，並再次為您尋找專業人員。您的進度頁面會顯示請求目前的狀態。',
    completedSubject: '問題解決了嗎？',
    completedSubjectRef: '問題解決了嗎？（編號 {reference}）',
    completedHeading: '您的請求已記錄為完成',
    completedDone: '{business}已將您的請求記錄為完成。',
    completedDoneAny: '專業人員已將您的請求記錄為完成。',
    completedAsk: '問題解決了嗎？請在您的進度頁面上按一下告訴我們。如果問題沒有解決，或動物又回來了，請在頁面上告訴我們或致電我們的調度專線，調度員會跟進。',
    completedButton: '告訴我們是否已解決',
    attempts: { called: '致電', voicemail: '留下語音留言', texted: '傳送簡訊', emailed: '傳送電子郵件' },
    boroughs: { Manhattan: '曼哈頓', Brooklyn: '布魯克林', Queens: '皇后區', Bronx: '布朗士', 'Staten Island': '史泰登島' },
    species: {
      Bats: '蝙蝠',
      Squirrels: '松鼠',
      Raccoons: '浣熊',
      Skunks: '臭鼬',
      Mice: '小老鼠',
      Rats: '大老鼠',
      Birds: '鳥類',
      Snakes: '蛇',
      Groundhogs: '土撥鼠',
      Other: '其他',
    },
  },
  'zh-Hans': {
    receivedSubject: '我们已收到您的请求',
    receivedSubjectRef: '我们已收到您的请求（编号 {reference}）',
    receivedHeading: '我们已收到您的请求',
    thanks: '感谢您联系 NYC Wildlife Dispatch。',
    referenceIs: '您的编号是 {reference}。',
    passTo: '我们每次只把您的请求交给一位服务{borough}的持证专业人员；只有接受请求的专业人员才会收到您的姓名和联系方式。如果对方没有在我们给的时限内接受，我们会交给下一位。有专业人员接受后，我们会发电子邮件通知您。',
    phoneOnly: '我们的网络目前在{borough}没有专业人员，因此该区的请求暂时通过我们的调度专线以电话方式处理。您的请求已交给我们的调度团队。',
    yourBorough: '您所在的行政区',
    reference: '编号',
    borough: '行政区',
    animals: '动物',
    received: '收到时间',
    track: '查看请求进度',
    questions: '有疑问？请拨打我们的调度专线 {phone}。',
    nyTime: '（纽约时间）',
    assignedSubject: '已有专业人员接手您的请求',
    assignedSubjectRef: '已有专业人员接手您的请求（编号 {reference}）',
    assignedHeading: '已有专业人员接手您的请求',
    accepted: '一位持证专业人员已接手您的请求。',
    acceptedRef: '一位持证专业人员已接手您的请求（编号 {reference}）。',
    contactBy: '对方会按您的要求，通过{ways}与您联系。',
    contactAny: '对方会用您提供的联系方式与您联系。',
    ways: { phone: '电话', text: '短信', email: '电子邮件' },
    credentials: {
      nwco_license: '纽约州环境保护局（NYS DEC）滋扰野生动物控制员（NWCO）执照',
      pesticide_certification: '纽约州环境保护局（NYS DEC）农药施用人员认证',
    },
    insuredThrough: '保险有效期至',
    phone: '电话',
    boroughsServed: '服务行政区',
    yourPhone: '您的电话',
    unreachableSubject: '我们无法就您的请求联系到您',
    unreachableSubjectRef: '我们无法就请求 {reference} 联系到您',
    unreachableHeading: '我们无法联系到您',
    unreachableTried: '接受您请求的专业人员曾尝试通过 {phone} 联系您（{tried}），但未能联系上。',
    unreachableTriedAny: '接受您请求的专业人员曾尝试通过 {phone} 联系您，但未能联系上。',
    unreachableNext: '如果这个号码不正确，或您仍需要帮助，请致电我们的调度专线：我们会更正号码，并再次为您寻找专业人员。您的进度页面会显示请求目前的状态。',
    completedSubject: '问题解决了吗？',
    completedSubjectRef: '问题解决了吗？（编号 {reference}）',
    completedHeading: '您的请求已记录为完成',
    completedDone: '{business}已将您的请求记录为完成。',
    completedDoneAny: '专业人员已将您的请求记录为完成。',
    completedAsk: '问题解决了吗？请在您的进度页面上点一下告诉我们。如果问题没有解决，或动物又回来了，请在页面上告诉我们或致电我们的调度专线，调度员会跟进。',
    completedButton: '告诉我们是否已解决',
    attempts: { called: '致电', voicemail: '留下语音留言', texted: '发送短信', emailed: '发送电子邮件' },
    boroughs: { Manhattan: '曼哈顿', Brooklyn: '布鲁克林', Queens: '皇后区', Bronx: '布朗克斯', 'Staten Island': '史泰登岛' },
    species: {
      Bats: '蝙蝠',
      Squirrels: '松鼠',
      Raccoons: '浣熊',
      Skunks: '臭鼬',
      Mice: '小老鼠',
      Rats: '大老鼠',
      Birds: '鸟类',
      Snakes: '蛇',
      Groundhogs: '土拨鼠',
      Other: '其他',
    },
  },
};
