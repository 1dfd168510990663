require('@testing-library/jest-dom');
// findBy*/waitFor wait up to 5 s: lazy chunks and queries settle slowly on a loaded 2-core machine.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
