import { describe, expect, it } from 'vitest';
import { CONTACT_STEPS, backPathFor, contactStepForPath, makeContactSchemas, type ContactStep } from './contact-schema';
import { REPORT_COPY_EN } from './locales/en';

const fieldMessages = REPORT_COPY_EN.fieldMessages;
const {
  step1: contactStep1Schema,
  step2: contactStep2Schema,
  step3: contactStep3Schema,
  step4: contactStep4Schema,
} = makeContactSchemas(fieldMessages);

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('contact flow step schemas (docs/product-rules.md#validation)', () => {
  it('step 1: a 5-digit ZIP, a street address, an optional unit and a property type', () => {
    const ok = { zipCode: '11215', streetAddress: '120 7th Ave', unit: '', propertyType: 'Homeowner' };
    expect(contactStep1Schema.safeParse(ok).success).toBe(true);
    expect(contactStep1Schema.safeParse({ ...ok, unit: 'Apt 3' }).success).toBe(true);
    expect(messages(contactStep1Schema.safeParse({ zipCode: '1121', streetAddress: '  ', unit: '', propertyType: '' }))).toEqual({
      zipCode: fieldMessages.zip,
      streetAddress: fieldMessages.address,
      propertyType: fieldMessages.propertyType,
    });
    expect(messages(contactStep1Schema.safeParse({ ...ok, zipCode: '11215a', propertyType: 'Castle' }))).toEqual({
      zipCode: fieldMessages.zip,
      propertyType: fieldMessages.propertyType,
    });
  });

  it('step 1: the address and unit stop where the database stops (LIMITS, leads_address_length, leads_unit_length)', () => {
    const ok = { zipCode: '11215', streetAddress: '120 7th Ave', unit: '', propertyType: 'Homeowner' };
    expect(contactStep1Schema.safeParse({ ...ok, streetAddress: 'x'.repeat(200) }).success).toBe(true);
    expect(messages(contactStep1Schema.safeParse({ ...ok, streetAddress: 'x'.repeat(201) }))).toEqual({ streetAddress: fieldMessages.addressTooLong });
    expect(contactStep1Schema.safeParse({ ...ok, unit: 'x'.repeat(50) }).success).toBe(true);
    expect(messages(contactStep1Schema.safeParse({ ...ok, unit: 'x'.repeat(51) }))).toEqual({ unit: fieldMessages.unitTooLong });
    expect(messages(contactStep1Schema.safeParse({ ...ok, streetAddress: '12 Main\u0007 St' }))).toEqual({ streetAddress: fieldMessages.address });
  });

  it('step 2: animal type, duration and a description', () => {
    const ok = { animalType: 'Bat', duration: 'A few days', description: 'In the attic', situations: [] };
    expect(contactStep2Schema.safeParse(ok).success).toBe(true);
    expect(messages(contactStep2Schema.safeParse({ animalType: '', duration: '', description: '   ', situations: [] }))).toEqual({
      animalType: fieldMessages.animalType,
      duration: fieldMessages.duration,
      description: fieldMessages.description,
    });
    expect(messages(contactStep2Schema.safeParse({ ...ok, description: 'x'.repeat(2001) }))).toEqual({
      description: fieldMessages.descriptionTooLong,
    });
  });

  it('step 3: name, a (###) ###-#### phone, an e-mail and at least one contact method', () => {
    const ok = { fullName: 'Ana', phone: '(718) 555-0100', email: 'ana@example.com', contactMethod: { phone: true, email: false } };
    expect(contactStep3Schema.safeParse(ok).success).toBe(true);
    expect(contactStep3Schema.safeParse({ ...ok, contactMethod: { phone: false, email: true } }).success).toBe(true);
    // Shaped right but outside the US plan (unassigned area code, exchange 1XX, Canada): refused, as the database refuses it.
    for (const phone of ['(555) 234-5678', '(718) 155-0100', '(416) 555-0142']) {
      expect(messages(contactStep3Schema.safeParse({ ...ok, phone })), phone).toEqual({ phone: fieldMessages.phone });
    }
    expect(
      messages(contactStep3Schema.safeParse({ fullName: ' ', phone: '718555010', email: 'ana@', contactMethod: { phone: false, email: false } })),
    ).toEqual({
      fullName: fieldMessages.name,
      phone: fieldMessages.phone,
      email: fieldMessages.email,
      contactMethod: fieldMessages.contactChoice,
    });
    expect(messages(contactStep3Schema.safeParse({ ...ok, fullName: 'Ana\u0007' }))).toEqual({ fullName: fieldMessages.nameInvalid });
    expect(messages(contactStep3Schema.safeParse({ ...ok, fullName: 'A'.repeat(101) }))).toEqual({ fullName: fieldMessages.nameTooLong });
  });

  it('step 4: the terms must be agreed', () => {
    expect(contactStep4Schema.safeParse({ agreedToTerms: true }).success).toBe(true);
    expect(messages(contactStep4Schema.safeParse({ agreedToTerms: false }))).toEqual({ agreedToTerms: fieldMessages.terms });
  });

  it('are built once per language and speak the language they are given', () => {
    expect(makeContactSchemas(fieldMessages)).toBe(makeContactSchemas(fieldMessages));
    const other = makeContactSchemas({ ...fieldMessages, zip: 'Escriba su código postal de 5 dígitos.' });
    expect(messages(other.step1.safeParse({ zipCode: '1', streetAddress: '1 Main St', unit: '', propertyType: 'Homeowner' }))).toEqual({ zipCode: 'Escriba su código postal de 5 dígitos.' });
    expect(messages(contactStep1Schema.safeParse({ zipCode: '1', streetAddress: '1 Main St', unit: '', propertyType: 'Homeowner' }))).toEqual({ zipCode: 'Enter your 5-digit ZIP code.' });
  });
});

describe('contact flow routes', () => {
  it('maps each path to its step; any other path under /contact is step 1', () => {
    expect(contactStepForPath('/contact')).toMatchObject({ number: 1 });
    expect(contactStepForPath('/contact/step-2')).toMatchObject({ number: 2 });
    expect(contactStepForPath('/contact/step-3/')).toMatchObject({ number: 3 });
    expect(contactStepForPath('/contact/step-4')).toMatchObject({ number: 4 });
    expect(contactStepForPath('/contact/success')).toBe('success');
    expect(contactStepForPath('/contact/step-9')).toMatchObject({ number: 1 });
    expect(contactStepForPath('/contact/anything/else')).toMatchObject({ number: 1 });
  });

  it('reads the step from the path in every language', () => {
    expect(contactStepForPath('/es/contact')).toMatchObject({ number: 1 });
    expect(contactStepForPath('/es/contact/step-3')).toMatchObject({ number: 3 });
    expect(contactStepForPath('/zh-hant/contact/step-2/')).toMatchObject({ number: 2 });
    expect(contactStepForPath('/zh-hans/contact/step-4')).toMatchObject({ number: 4 });
    expect(contactStepForPath('/es/contact/success')).toBe('success');
  });

  it('Back: nothing on step 1, /contact from step 2, the previous step after that', () => {
    const [s1, s2, s3, s4] = CONTACT_STEPS as [ContactStep, ContactStep, ContactStep, ContactStep];
    expect(backPathFor(s1)).toBeNull();
    expect(backPathFor(s2)).toBe('/contact');
    expect(backPathFor(s3)).toBe('/contact/step-2');
    expect(backPathFor(s4)).toBe('/contact/step-3');
  });
});
