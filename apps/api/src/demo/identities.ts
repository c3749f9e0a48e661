import { nricCheckLetter } from '@app/core';
import { type Random } from './random';

/** A made-up Singaporean: a valid NRIC/FIN (check letter), a Singapore mobile, an example.com e-mail. */
export interface Identity {
  firstName: string;
  lastName: string;
  nric: string;
  mobileNo: string;
  email: string;
  dateOfBirth: string;
  gender: 'M' | 'F';
  race: 'CHINESE' | 'MALAY' | 'INDIAN' | 'OTHERS';
  citizenship: 'SC' | 'PR' | 'FOREIGNER';
  /** Registered salespersons have one; RES candidates are not agents yet. */
  ceaRegNo: string | null;
  address: string;
  postalCode: string;
}

/** The details a registration form takes for this person, as a participant would type them. */
export const registrationDetails = (person: Identity) => ({
  firstName: person.firstName,
  lastName: person.lastName,
  nric: person.nric,
  email: person.email,
  mobileNo: person.mobileNo,
  ceaRegNo: person.ceaRegNo,
  dateOfBirth: person.dateOfBirth,
  address: person.address,
  postalCode: person.postalCode,
});

const GIVEN: Record<Identity['race'], { M: string[]; F: string[]; family: string[] }> = {
  CHINESE: {
    M: [
      'Wei Ming',
      'Jun Jie',
      'Kai Xiang',
      'Zhi Hao',
      'Boon Keng',
      'Eng Hock',
      'Jia Hui',
      'Marcus',
      'Ryan',
      'Daniel',
      'Kelvin',
      'Benjamin',
    ],
    F: [
      'Hui Min',
      'Xin Yi',
      'Li Ting',
      'Mei Ling',
      'Shu Fen',
      'Pei Shan',
      'Rachel',
      'Michelle',
      'Joanne',
      'Grace',
      'Vivian',
      'Cheryl',
    ],
    family: [
      'Tan',
      'Lim',
      'Lee',
      'Ng',
      'Ong',
      'Wong',
      'Goh',
      'Chua',
      'Chan',
      'Koh',
      'Teo',
      'Ang',
      'Yeo',
      'Tay',
      'Ho',
      'Low',
      'Sim',
      'Chong',
    ],
  },
  MALAY: {
    M: ['Muhammad Faizal', 'Ahmad Hafiz', 'Nur Irfan', 'Syafiq', 'Hakim', 'Rizwan', 'Azman', 'Firdaus'],
    F: ['Nurul Aisyah', 'Siti Nurhaliza', 'Farah', 'Aqilah', 'Zarina', 'Hidayah', 'Nabilah', 'Amirah'],
    family: [
      'bin Abdullah',
      'bin Rahman',
      'bin Ismail',
      'binte Osman',
      'binte Hassan',
      'bin Yusof',
      'binte Salleh',
    ],
  },
  INDIAN: {
    M: ['Arjun', 'Ravi', 'Suresh', 'Prakash', 'Vikram', 'Karthik', 'Rajesh', 'Ganesh'],
    F: ['Priya', 'Kavitha', 'Divya', 'Lakshmi', 'Anjali', 'Meena', 'Shalini', 'Revathi'],
    family: ['s/o Raman', 'Krishnan', 'Nair', 'Pillai', 'Subramaniam', 'Menon', 'Rajoo', 'Singh'],
  },
  OTHERS: {
    M: ['Nicholas', 'Adrian', 'Jonathan', 'Christopher'],
    F: ['Sarah', 'Natalie', 'Claire', 'Jessica'],
    family: ['de Souza', 'Pereira', 'Fernandez', 'Rodrigues', 'Oliveiro'],
  },
};

const STREETS = [
  ['Ang Mo Kio Avenue 3', '560'],
  ['Tampines Street 21', '521'],
  ['Jurong West Street 42', '640'],
  ['Bedok North Road', '460'],
  ['Woodlands Drive 14', '730'],
  ['Punggol Field', '821'],
  ['Toa Payoh Lorong 1', '310'],
  ['Clementi Avenue 2', '120'],
  ['Sengkang East Way', '540'],
  ['Yishun Ring Road', '760'],
] as const;

const RACES: Identity['race'][] = ['CHINESE', 'CHINESE', 'CHINESE', 'CHINESE', 'MALAY', 'INDIAN', 'OTHERS'];

/** Unique people: no two share an NRIC/FIN, a mobile or an e-mail. */
export class IdentityFactory {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  private unique(make: () => string): string {
    for (;;) {
      const value = make();
      if (!this.used.has(value)) {
        this.used.add(value);
        return value;
      }
    }
  }

  /** Reserves values taken elsewhere (the demo logins' own people). */
  reserve(...values: string[]): void {
    for (const value of values) this.used.add(value);
  }

  nric(born: number, citizenship: Identity['citizenship']): string {
    return this.unique(() => {
      const prefix = citizenship === 'FOREIGNER' ? (born >= 2000 ? 'G' : 'F') : born >= 2000 ? 'T' : 'S';
      // Citizens' and PRs' numbers begin with the year of birth (S: 19xx, T: 20xx).
      const digits =
        prefix === 'S' || prefix === 'T'
          ? `${String(born).slice(2)}${this.random.digits(5)}`
          : this.random.digits(7);
      return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
    });
  }

  mobile(): string {
    return this.unique(() => `${this.random.pick(['8', '9'])}${this.random.digits(7)}`);
  }

  person(options: { agent: boolean }): Identity {
    const random = this.random;
    const race = random.pick(RACES);
    const gender = random.chance(0.5) ? 'M' : 'F';
    const names = GIVEN[race];
    const firstName = random.pick(names[gender]);
    const lastName = random.pick(names.family);
    const born = options.agent ? random.int(1965, 2001) : random.int(1985, 2004);
    const citizenship = random.chance(0.85) ? (random.chance(0.85) ? 'SC' : 'PR') : 'FOREIGNER';
    const [street, district] = random.pick(STREETS);
    const slug = `${firstName}.${lastName}`
      .toLowerCase()
      .replace(/[^a-z.]+/g, '')
      .replace(/\.+/g, '.');
    return {
      firstName,
      lastName,
      nric: this.nric(born, citizenship),
      mobileNo: this.mobile(),
      email: this.unique(() => `${slug}${random.int(1, 999)}@example.com`),
      dateOfBirth: `${born}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      gender,
      race,
      citizenship,
      ceaRegNo: options.agent
        ? this.unique(() => `R${random.digits(6)}${random.pick([...'ABCDEFGHJKZ'])}`)
        : null,
      address: `Blk ${random.int(100, 699)} ${street}, #${String(random.int(2, 16)).padStart(2, '0')}-${random.int(10, 399)}`,
      postalCode: `${district}${random.digits(3)}`,
    };
  }
}
