import { describe, expect, it } from 'vitest';
import { displayName, initials, type PersonName } from './profile';

describe('given a user to name in the header', () => {
  it.each<[PersonName, string, string]>([
    [{ firstName: 'Dale', lastName: 'Jensen' }, 'Dale Jensen', 'DJ'],
    [{ firstName: 'alejandra', lastName: 'Ramírez' }, 'alejandra Ramírez', 'AR'],
    [{ firstName: '  Sam ', lastName: ' Keller  ' }, 'Sam Keller', 'SK'],
    [{ firstName: '민준', lastName: '김' }, '김민준', '김'],
    [{ firstName: 'Megan', lastName: '' }, 'Megan', 'M'],
    [{ firstName: null, lastName: 'Morgan' }, 'Morgan', 'M'],
    [{ firstName: '', lastName: '', email: 'colin@demo.test' }, 'colin@demo.test', 'C'],
    [{}, '', '?'],
    [{ firstName: 'Ólafur', lastName: 'Åberg' }, 'Ólafur Åberg', 'ÓÅ'],
  ])('%j is shown as %j with initials %j', (person, name, letters) => {
    expect(displayName(person)).toBe(name);
    expect(initials(person)).toBe(letters);
  });
});
