/** The company directory the sign-in tests load into slapd: people in two groups, one outside the filter, a service account. */
import { SLAPD_BASE_DN } from './slapd';

export const DIRECTORY = {
  baseDn: SLAPD_BASE_DN,
  serviceDn: `cn=fathom,ou=services,${SLAPD_BASE_DN}`,
  servicePassword: 'Service#Pass1',
  /** Only staff people are in the filter (dave, a contractor, is not). */
  userFilter: '(&(objectClass=inetOrgPerson)(employeeType=staff)(uid={user}))',
  adminsGroup: `cn=fathom-admins,ou=groups,${SLAPD_BASE_DN}`,
  people: {
    alice: { password: 'Alice#Pass1', name: 'Alice Liddell', mail: 'alice@acme.test' },
    bob: { password: 'Bob#Pass1', name: 'Bob Builder', mail: 'bob@acme.test' },
    carol: { password: 'Carol#Pass1', name: 'Carol Nogroup', mail: 'carol@acme.test' },
    dave: { password: 'Dave#Pass1', name: 'Dave Contractor', mail: 'dave@acme.test' },
  },
};

function person(uid: keyof typeof DIRECTORY.people, employeeType: string): string {
  const p = DIRECTORY.people[uid];
  const [given, sn] = p.name.split(' ');
  return [
    `dn: uid=${uid},ou=people,${SLAPD_BASE_DN}`,
    'objectClass: inetOrgPerson',
    `uid: ${uid}`,
    `cn: ${p.name}`,
    `givenName: ${given}`,
    `sn: ${sn}`,
    `displayName: ${p.name}`,
    `mail: ${p.mail}`,
    `employeeType: ${employeeType}`,
    `userPassword: ${p.password}`,
    '',
  ].join('\n');
}

export const DIRECTORY_LDIF = [
  `dn: ou=people,${SLAPD_BASE_DN}\nobjectClass: organizationalUnit\nou: people\n`,
  `dn: ou=groups,${SLAPD_BASE_DN}\nobjectClass: organizationalUnit\nou: groups\n`,
  `dn: ou=services,${SLAPD_BASE_DN}\nobjectClass: organizationalUnit\nou: services\n`,
  `dn: ${DIRECTORY.serviceDn}\nobjectClass: person\ncn: fathom\nsn: service\nuserPassword: ${DIRECTORY.servicePassword}\n`,
  person('alice', 'staff'),
  person('bob', 'staff'),
  person('carol', 'staff'),
  person('dave', 'contractor'),
  `dn: ${DIRECTORY.adminsGroup}\nobjectClass: groupOfNames\ncn: fathom-admins\nmember: uid=alice,ou=people,${SLAPD_BASE_DN}\n`,
  `dn: cn=fathom-staff,ou=groups,${SLAPD_BASE_DN}\nobjectClass: groupOfNames\ncn: fathom-staff\nmember: uid=alice,ou=people,${SLAPD_BASE_DN}\nmember: uid=bob,ou=people,${SLAPD_BASE_DN}\n`,
].join('\n');

/** The actdir method parameters for a directory at url. */
export function actdirParameters(url: string) {
  return {
    url,
    bindDn: DIRECTORY.serviceDn,
    bindPassword: DIRECTORY.servicePassword,
    baseDn: DIRECTORY.baseDn,
    userFilter: DIRECTORY.userFilter,
    groupRoles: [
      { group: DIRECTORY.adminsGroup, codes: ['get', 'adm', 'upd'] },
      { group: 'fathom-staff', codes: ['get'] },
    ],
  };
}
