/**
 * The home ZIP check in Spanish (usted; New York usage), mirroring src/features/zip-check/locales/en.ts. The words shared with
 * the page come from this folder.
 */
import { HOME_CONTENT } from './home';
import type { ZipCheckCopy } from '@/features/zip-check/copy';

export const ZIP_CHECK_COPY: ZipCheckCopy = {
  formLabel: 'Consulte si hay servicio en su código postal',
  label: HOME_CONTENT.hero.zipLabel,
  placeholder: HOME_CONTENT.hero.zipPlaceholder,
  button: HOME_CONTENT.hero.zipButton,
  sendAnyway: 'Enviar un reporte de todos modos',
  loadFailed: { title: 'Vuelva a intentarlo', description: 'No pudimos verificar ese código postal en este momento. Llámenos al {phone}.' },
  loadAnswers: () => import('./zip-answers').then((m) => m.ZIP_ANSWERS),
};
