/** §7 has no call that reads one service: the view page finds it in the whole list (`status=all`). */
export { loader } from './ServicesListPage.data';
