import { ValidateBy, type ValidationOptions } from 'class-validator';

const PASSWORD_MIN_LENGTH = 10;

/**
 * Passwords that top breach lists, compared case-insensitively. Short ones are refused by length
 * anyway, so the list holds the long favourites.
 */
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '12345678910',
  '123456789a',
  '0123456789',
  '0987654321',
  '1111111111',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwerty1234',
  'qwerty12345',
  'asdfghjkl1',
  'zaq12wsxcde',
  'password12',
  'password123',
  'password1234',
  'password!1',
  'passw0rd123',
  'p@ssw0rd123',
  'iloveyou12',
  'iloveyou123',
  'welcome123',
  'welcome1234',
  'letmein123',
  'admin12345',
  'administrator',
  'abcd123456',
  'abc1234567',
  'abcdefghij',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'starwars123',
  'monkey12345',
  'dragon12345',
  'changeme123',
  'trustno1234',
  'singapore1',
  'singapore123',
  'singapore2026',
  'realestate1',
  'realestate123',
]);

/** Words that stay weak whatever digits or symbols are added around them. */
const WEAK_STEMS = ['password', 'passw0rd', 'p@ssw0rd', 'qwerty', 'welcome', 'iloveyou', 'letmein', 'admin'];

export const passwordWeakness = (password: string): string | undefined => {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  }
  const lower = password.toLowerCase();
  const stem = lower.replace(/^[^a-z@]+|[^a-z]+$/g, '');
  if (COMMON_PASSWORDS.has(lower) || WEAK_STEMS.includes(stem) || new Set(lower).size < 4) {
    return 'Password is too common; choose one that is harder to guess';
  }
  return undefined;
};

export const IsStrongPassword = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isStrongPassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordWeakness(value) === undefined,
        defaultMessage: (args) =>
          typeof args?.value === 'string'
            ? (passwordWeakness(args.value) ?? 'Password is not allowed')
            : 'Password is required',
      },
    },
    options,
  );
