/**
 * SweetAlert2 without its style injection: the default build adds a `<style>` element, which
 * the Content-Security-Policy (style-src 'self') refuses. This build plus its stylesheet, both in
 * this lazily loaded chunk, look the same and need no inline style.
 */
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import 'sweetalert2/dist/sweetalert2.css';

export default Swal;
