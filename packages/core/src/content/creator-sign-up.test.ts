import { describe, expect, it } from 'vitest';
import { initialCreatorSignUpValues, NO_SUCH_DATE, validateCreatorSignUp } from './creator-sign-up';

describe("the 'Signup to the program' form's rules (marketplace-content.md §5)", () => {
  const filled = {
    ...initialCreatorSignUpValues(new Date(1990, 2, 5)),
    alias: 'nova',
    email: 'nova@rdc.test',
    password: 'secret1',
    portfolio: 'https://nova.example',
  };

  it('starts empty with the birth date on today', () => {
    expect(initialCreatorSignUpValues(new Date(2026, 0, 2))).toEqual({
      alias: '',
      email: '',
      password: '',
      portfolio: '',
      month: 1,
      day: 2,
      year: 2026,
    });
  });

  it('"fields are required by the form": \'This field is required!\' on each empty one', () => {
    expect(validateCreatorSignUp(initialCreatorSignUpValues(), 'en')).toEqual({
      alias: 'This field is required!',
      email: 'This field is required!',
      password: 'This field is required!',
      portfolio: 'This field is required!',
    });
  });

  it("alias and password need 4 characters ('few characters'); email must look like an address ('Not correct email')", () => {
    expect(
      validateCreatorSignUp({ ...filled, alias: 'abc', password: 'abc', email: 'no at.com' }, 'en'),
    ).toEqual({
      alias: 'few characters',
      password: 'few characters',
      email: 'Not correct email',
    });
  });

  it('a day its month does not have is refused; a filled form passes', () => {
    expect(validateCreatorSignUp({ ...filled, month: 2, day: 31 }, 'en')).toEqual({
      bdate: NO_SUCH_DATE('en'),
    });
    expect(validateCreatorSignUp(filled, 'en')).toEqual({});
  });
});
