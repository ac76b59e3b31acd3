import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s instead of 1 s: on a loaded CI machine the first dynamic import
// of a lazy module (qrcode, a widget's lazy part) alone can take over a second to transform.
configure({ asyncUtilTimeout: 5000 });
