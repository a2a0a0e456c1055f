import type { CreateUser } from '@newsdesk/core/identity/create-user';

/**
 * The two colleagues a server under test is used by: Sam on the staff and Alex, an administrator
 * who is staff too. The test server and the route fuzz both log in as them.
 */
export const createStaffAndAdmin = async (createUser: CreateUser, password: string) => {
  const staff = await createUser.execute({
    email: 'staff@newsdesk.test',
    password,
    givenName: 'Sam',
    familyName: 'Staff',
    roles: ['staff'],
  });
  const admin = await createUser.execute({
    email: 'admin@newsdesk.test',
    password,
    givenName: 'Alex',
    familyName: 'Admin',
    roles: ['admin', 'staff'],
  });
  return { staff, admin };
};
