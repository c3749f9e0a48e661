import { apiErrorText, parseApiError } from './apiError';

const refused = (status: number, data: unknown) => ({ status, data });

describe('parseApiError', () => {
  it("reads the server's message and field errors", () => {
    expect(
      parseApiError(refused(400, { statusCode: 400, message: 'Validation failed', errors: { id: ['No'] } })),
    ).toEqual({ status: 400, message: 'Validation failed', fieldErrors: { id: ['No'] } });
  });
});

describe('apiErrorText', () => {
  it('gives the field messages of a refusal that has them', () => {
    const error = refused(400, {
      statusCode: 400,
      message: 'Validation failed',
      errors: { id: ['You cannot delete your own account'], name: ['Too long'] },
    });
    expect(apiErrorText(parseApiError(error))).toBe('You cannot delete your own account Too long');
  });

  it("gives the server's message otherwise", () => {
    const error = refused(409, { statusCode: 409, message: 'The last active administrator must stay' });
    expect(apiErrorText(parseApiError(error))).toBe('The last active administrator must stay');
  });
});
