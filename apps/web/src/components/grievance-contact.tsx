import type { SellerDisplay } from '@store/shared';

interface GrievanceContactProps {
  seller: SellerDisplay;
  className: string;
  nameClassName: string;
  linkClassName: string;
}

/**
 * The grievance officer's name, designation, email and phone (Consumer Protection (E-Commerce)
 * Rules, 2020), as the footer and the contact page show them. The structure never depends on the
 * texts: the prerendered footer holds placeholders in exactly these places.
 */
export function GrievanceContact({ seller, className, nameClassName, linkClassName }: GrievanceContactProps) {
  return (
    <p className={className}>
      <span className={nameClassName}>{seller.grievanceName}</span>
      <span className="block">{seller.grievanceDesignation}</span>
      <a className={linkClassName} href={seller.grievanceEmailHref}>
        {seller.grievanceEmail}
      </a>
      <span aria-hidden="true"> · </span>
      <a className={linkClassName} href={seller.grievancePhoneHref}>
        {seller.grievancePhone}
      </a>
    </p>
  );
}
