/**
 * The application wizard's public entry (/apply). The finalize page (/application-paid)
 * imports './finalize' instead, so it does not download the wizard (cmdk and the steps).
 */
export { ApplyWizard } from './apply-wizard';
export { stepForPath } from './steps';
