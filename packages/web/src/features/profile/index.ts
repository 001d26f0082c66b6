/** Profile pages of every area; each page module also default-exports its page for React.lazy. */
export { ProfileEditPage } from './ProfileEditPage';
export { ProfilePage } from './ProfilePage';
