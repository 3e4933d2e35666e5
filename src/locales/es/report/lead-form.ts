/** The single form's words in Spanish (usted; New York usage), mirroring src/features/report-issue/locales/en-lead-form.ts. */
import type { LeadFormCopy } from '@/features/report-issue/copy';
import { COMMON_COPY } from './common';

/** The single form of the borough and species pages. The option keys are the stored English values. */
export const LEAD_FORM_COPY: LeadFormCopy = {
  ...COMMON_COPY,
  options: {
    ...COMMON_COPY.options,
    species: {
      Bats: 'Murciélagos',
      Squirrels: 'Ardillas',
      Raccoons: 'Mapaches',
      Skunks: 'Zorrillos',
      Mice: 'Ratones',
      Rats: 'Ratas',
      Birds: 'Aves',
      Snakes: 'Serpientes',
      Groundhogs: 'Marmotas',
      Other: 'Otros',
    },
    contactMethods: {
      Call: 'Llamada',
      Text: 'Mensaje de texto',
      Email: 'Correo electrónico',
    },
  },
  leadForm: {
    heading: 'Reporte un problema con animales silvestres',
    intro: 'Todos los campos son obligatorios, salvo los marcados como opcionales. Es gratis y sin compromiso.',
    nameLabel: 'Nombre',
    emailLabel: 'Correo electrónico',
    phoneLabel: 'Teléfono',
    phonePlaceholder: 'Número de 10 dígitos',
    propertyTypeLabel: 'Tipo de propiedad',
    propertyTypePlaceholder: 'Elija una opción',
    addressLabel: 'Dirección',
    unitLabel: 'Apartamento, unidad o piso (opcional)',
    cityLabel: 'Ciudad o barrio',
    zipLabel: 'Código postal',
    descriptionLabel: 'Describa el problema',
    speciesLegend: 'Animales involucrados (opcional)',
    contactMethodLegend: 'Forma de contacto preferida',
    submit: 'Pedir ayuda ahora',
  },
};
