export { GameNavBar, type GameNavBarProps } from './game-nav-bar';
export { useNavBarVisible } from './use-nav-bar-visible';
