/**
 * National numbering rules for the regions whose national formats the pattern stage accepts.
 * `trunk` is the national dialling prefix written before the national significant number (NSN).
 */
export interface PhoneRegion {
  readonly region: string;
  readonly callingCode: string;
  readonly trunk: string;
  readonly nsnLengths: readonly [min: number, max: number];
  /** The shape an NSN must have (area / exchange rules). */
  readonly nsn: RegExp;
  /** How the national form is grouped: digit-group sizes joined by "-" (`"3-4-4"`), trunk included. */
  readonly grouping: RegExp;
}

const NANP: Omit<PhoneRegion, "region"> = {
  callingCode: "1",
  trunk: "1",
  nsnLengths: [10, 10],
  // Area code and exchange both start 2-9 (NANP plan).
  nsn: /^[2-9]\d{2}[2-9]\d{6}$/,
  grouping: /^(?:3-3-4|1-3-3-4|10|11|3-7)$/,
};

export const PHONE_REGIONS: Readonly<Record<string, PhoneRegion>> = {
  US: { region: "US", ...NANP },
  CA: { region: "CA", ...NANP },
  GB: {
    region: "GB",
    callingCode: "44",
    trunk: "0",
    nsnLengths: [9, 10],
    nsn: /^[1-9]\d+$/,
    grouping: /^(?:[3-6](?:-[3-8])+|1[01])$/,
  },
  FR: {
    region: "FR",
    callingCode: "33",
    trunk: "0",
    nsnLengths: [9, 9],
    nsn: /^[1-9]\d{8}$/,
    grouping: /^(?:2-2-2-2-2|1-3-2-2-2|10)$/,
  },
  DE: {
    region: "DE",
    callingCode: "49",
    trunk: "0",
    nsnLengths: [7, 11],
    nsn: /^[1-9]\d+$/,
    grouping: /^(?:[3-6](?:-[2-8])+|1[0-2])$/,
  },
  AU: {
    region: "AU",
    callingCode: "61",
    trunk: "0",
    nsnLengths: [9, 9],
    nsn: /^[2-478]\d{8}$/,
    grouping: /^(?:2-4-4|4-3-3|10)$/,
  },
  IN: {
    region: "IN",
    callingCode: "91",
    trunk: "0",
    nsnLengths: [10, 10],
    nsn: /^[1-9]\d{9}$/,
    grouping: /^(?:5-6|3-4-4|4-3-4|3-8|11)$/,
  },
};

export const PHONE_REGION_CODES: readonly string[] = Object.keys(PHONE_REGIONS);

/** Regions by calling code, for checking the NSN of international numbers where rules are known. */
export const REGION_BY_CALLING_CODE: ReadonlyMap<string, PhoneRegion> = new Map(
  Object.values(PHONE_REGIONS).map((r) => [r.callingCode, r]),
);

// ITU-T E.164 country calling codes that are one or two digits long; every other assigned code
// is three digits and begins with a digit not listed here as a one-digit code.
const ONE_DIGIT = new Set(["1", "7"]);
const TWO_DIGIT = new Set(
  "20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);
// Three-digit prefixes that are spare or reserved, so a number starting with them is not valid.
const UNASSIGNED_THREE = new Set(
  "210 214 215 217 219 259 280 281 282 283 284 285 286 287 288 289 292 293 294 295 296 384 422 424 425 426 427 428 429 671 684 693 694 695 696 697 698 699 801 802 803 804 805 806 807 809 830 831 832 833 834 835 836 837 838 839 851 854 857 858 859 871 872 873 874 875 876 877 878 879 884 885 887 889 890 891 892 893 894 895 896 897 898 899 969 978 990 997 999".split(
    " ",
  ),
);

/** Splits international digits into [calling code, NSN], or undefined when no code fits. */
export function splitCallingCode(digits: string): [string, string] | undefined {
  if (ONE_DIGIT.has(digits.slice(0, 1))) return [digits.slice(0, 1), digits.slice(1)];
  if (TWO_DIGIT.has(digits.slice(0, 2))) return [digits.slice(0, 2), digits.slice(2)];
  const three = digits.slice(0, 3);
  if (digits[0] === "0" || UNASSIGNED_THREE.has(three)) return undefined;
  return [three, digits.slice(3)];
}
