import { engineSuite } from './support/suite';

engineSuite('firefox');
