/**
 * SweetAlert2 without its style injection, plus its stylesheet, both in this lazily loaded chunk:
 * they look the same as the default build, which adds a `<style>` element. The CSP now allows
 * inline style (`style-src 'self' 'unsafe-inline'`, decision 003, for Radix's scroll lock); this
 * build predates that and keeps the alerts from depending on it.
 */
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import 'sweetalert2/dist/sweetalert2.css';

export default Swal;
