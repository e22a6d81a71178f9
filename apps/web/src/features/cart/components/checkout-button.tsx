import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { cartActions } from '../../../lib/cart-store';
import { useNavigate } from '../../../lib/router';

/**
 * A logged-in customer closes the cart and goes to checkout; an anonymous visitor
 * is sent to log in first and comes back to checkout afterwards.
 */
export function CheckoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checkout = () => {
    cartActions.close();
    if (localStorage.getItem('token') && localStorage.getItem('user')) {
      navigate(paths.checkout);
    } else {
      localStorage.setItem('redirectAfterLogin', paths.checkout);
      navigate(paths.userLogin);
    }
  };
  return (
    <button
      type="button"
      onClick={checkout}
      className="w-full rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
    >
      {t('cart.checkout')}
    </button>
  );
}
