// The alerts moved to lib/ui (the visitor forms use them too); staff code keeps importing them here.
export { confirmDanger, showAlert, showToast } from '../../lib/ui/alerts';
