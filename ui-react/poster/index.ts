export { Poster, type PosterProps } from './poster';
