import { Center } from '@mantine/core';
import { Outlet } from 'react-router';

/** Home routes (login, signup, activation, recovery, crm-login): no menu and no save bar. */
export function HomeLayout() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Outlet />
    </Center>
  );
}
