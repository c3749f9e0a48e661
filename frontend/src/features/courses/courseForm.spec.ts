import {
  brochureProblem,
  formatValidity,
  hasMoreThanTwoDecimals,
  imageProblem,
  initialCourseValues,
  promoNotBelowFee,
  toCourseInput,
  type CourseFormValues,
} from './courseForm';
import type { Course } from './courseTypes';

const values: CourseFormValues = {
  code: ' CPD-01 ',
  title: ' Ethics update ',
  courseTypeId: 2,
  validityTypeId: null,
  description: '  ',
  cpdHours: 1.5,
  validityMonths: 24,
  feeCents: 19.99,
  promoFeeCents: null,
  promoValidFrom: '',
  promoValidTo: '',
  cpdTypeId: 4,
  cpdCategoryId: 5,
  cpdLevelId: 6,
  resTypeId: 7,
  bootcampTypeId: null,
  digitalTrainingClassificationId: 8,
};

describe('toCourseInput', () => {
  it('sends dollars as cents, trims text, empties as null, and no id when creating', () => {
    expect(toCourseInput(values, '20')).toEqual({
      code: 'CPD-01',
      title: 'Ethics update',
      courseTypeId: 2,
      validityTypeId: null,
      description: null,
      cpdHours: 1.5,
      validityMonths: 24,
      feeCents: 1999,
      promoFeeCents: null,
      promoValidFrom: null,
      promoValidTo: null,
      cpdTypeId: 4,
      cpdCategoryId: 5,
      cpdLevelId: 6,
      resTypeId: null,
      bootcampTypeId: null,
      digitalTrainingClassificationId: null,
    });
  });

  it("keeps only the chosen family's fields and clears the others", () => {
    expect(toCourseInput(values, '10')).toMatchObject({
      resTypeId: 7,
      cpdTypeId: null,
      cpdCategoryId: null,
      cpdLevelId: null,
      digitalTrainingClassificationId: null,
    });
    expect(toCourseInput(values, 'PNG')).toMatchObject({
      resTypeId: null,
      cpdTypeId: null,
      digitalTrainingClassificationId: null,
    });
  });

  it('sends an empty validity as null, so the completion never expires', () => {
    expect(toCourseInput({ ...values, validityMonths: null }, '20').validityMonths).toBeNull();
  });

  it('carries the id, the promo fee in cents and the promo dates when updating', () => {
    expect(
      toCourseInput(
        { ...values, promoFeeCents: 10.1, promoValidFrom: '2026-01-01', promoValidTo: '2026-02-01' },
        '20',
        9,
      ),
    ).toMatchObject({ id: 9, promoFeeCents: 1010, promoValidFrom: '2026-01-01', promoValidTo: '2026-02-01' });
  });
});

describe('initialCourseValues', () => {
  it('starts a new course empty', () => {
    expect(initialCourseValues(null)).toMatchObject({
      code: '',
      title: '',
      courseTypeId: null,
      feeCents: null,
      promoFeeCents: null,
      validityMonths: null,
      cpdTypeId: null,
    });
  });

  it('shows a record with its money in dollars, and a copy without a code', () => {
    const record = {
      id: 3,
      code: 'RES-1',
      title: 'RES course',
      courseTypeId: 1,
      feeCents: 12345,
      promoFeeCents: 10000,
      resTypeId: 2,
      description: null,
      validityMonths: 12,
    } as Course;
    expect(initialCourseValues(record)).toMatchObject({
      code: 'RES-1',
      feeCents: 123.45,
      promoFeeCents: 100,
      resTypeId: 2,
      description: '',
      validityMonths: 12,
    });
    const { id: _id, code: _code, ...copy } = record;
    expect(initialCourseValues(copy).code).toBe('');
    expect(initialCourseValues(copy).validityMonths).toBe(12);
  });
});

describe('checks', () => {
  it('spots more than two decimals', () => {
    expect(hasMoreThanTwoDecimals(1.25)).toBe(false);
    expect(hasMoreThanTwoDecimals(19.99)).toBe(false);
    expect(hasMoreThanTwoDecimals(1.255)).toBe(true);
  });

  it('words the validity for the view page', () => {
    expect(formatValidity(24)).toBe('24 months');
    expect(formatValidity(1)).toBe('1 month');
    expect(formatValidity(null)).toBe('Does not expire');
  });

  it('requires the promo fee below the fee', () => {
    expect(promoNotBelowFee(100, 100)).toBe(true);
    expect(promoNotBelowFee(100, 99.99)).toBe(false);
    expect(promoNotBelowFee(null, 5)).toBe(false);
  });

  it('accepts images up to 2 MB and PDF brochures up to 10 MB', () => {
    expect(imageProblem({ name: 'a.webp', type: '', size: 10 })).toBeNull();
    expect(imageProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'Image must be a PNG, JPG or WEBP image',
    );
    expect(brochureProblem({ name: 'b.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(brochureProblem({ name: 'b.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Brochure must be at most 10 MB',
    );
    expect(brochureProblem({ name: 'b.docx', type: '', size: 1 })).toBe('Brochure must be a PDF file');
  });
});
