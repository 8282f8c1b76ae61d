/**
 * The Part XX information return as XML: a T619 electronic transmittal followed by the return
 * (the CRA's "Part XX Information Return – Reporting Rules for Digital Platform Operators",
 * layout 2026V2, whose elements follow the OECD's platform-operator reporting schema).
 * Pure: given the figures and identities, it writes the document. Decision 0030 says what
 * could not be checked against the CRA's XSD offline.
 */
import type { QuarterFigures } from '#shared/domain/tax.ts';

export interface PlatformDetails {
  legalName: string;
  businessName: string;
  /** BN9. */
  businessNumber: string;
  /** RZ0001. */
  rzAccount: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  transmitterNumber: string;
  contactEmail: string;
}

export interface SellerIdentity {
  kind: 'individual' | 'business';
  legalName: string;
  dateOfBirth: string;
  addressLine: string;
  city: string;
  province: string;
  postalCode: string;
  countryOfResidence: string;
  sin?: string | undefined;
  businessNumber?: string | undefined;
  businessName?: string | undefined;
}

export interface ReportedSeller {
  userId: string;
  /** Null: details not provided, reported as NOTIN under her account name. */
  identity: SellerIdentity | null;
  accountName: string;
  payoutAccountId: string | null;
  quarters: QuarterFigures[];
  docRefId: string;
  /** An amended return's seller names the record it corrects. */
  corrDocRefId?: string | undefined;
}

export interface ReturnDocument {
  year: number;
  kind: 'original' | 'amended';
  submissionRef: string;
  platform: PlatformDetails;
  platformDocRefId: string;
  sellers: ReportedSeller[];
}

const escape = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

type Node = [name: string, children: Node[] | string | number, attrs?: Record<string, string>];

function render(node: Node, depth: number): string {
  const [name, children, attrs] = node;
  const pad = '  '.repeat(depth);
  const attributes = Object.entries(attrs ?? {})
    .map(([k, v]) => ` ${k}="${escape(v)}"`)
    .join('');
  if (!Array.isArray(children)) {
    return `${pad}<${name}${attributes}>${escape(String(children))}</${name}>`;
  }
  const inner = children.map((c) => render(c, depth + 1)).join('\n');
  return `${pad}<${name}${attributes}>\n${inner}\n${pad}</${name}>`;
}

/** Cents as dollars with two decimals ("1234.50"); negative quarters stay negative. */
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const cad = { currCode: 'CAD' };

const address = (
  country: string,
  street: string,
  city: string,
  province: string,
  postal: string,
): Node => [
  'Address',
  [
    ['CountryCode', country],
    [
      'AddressFix',
      [
        ['Street', street],
        ['PostCode', postal],
        ['City', city],
        ['CountrySubentity', province],
      ],
    ],
  ],
];

/** A personal name in the schema's two parts: the last word is the family name. */
function nameParts(legalName: string): Node {
  const words = legalName.trim().split(/\s+/);
  const last = words.length > 1 ? words.pop()! : words[0]!;
  return [
    'Name',
    [
      ['FirstName', words.length > 0 ? words.join(' ') : last],
      ['LastName', last],
    ],
  ];
}

function docSpec(kind: 'original' | 'amended', docRefId: string, corr?: string): Node {
  const children: Node[] = [
    ['DocTypeIndic', kind === 'original' ? 'OECD1' : 'OECD2'],
    ['DocRefId', docRefId],
  ];
  if (corr) children.push(['CorrDocRefId', corr]);
  return ['DocSpec', children];
}

function sellerIdentity(seller: ReportedSeller): Node[] {
  const id = seller.identity;
  if (!id) {
    // Not provided: NOTIN, as the format allows, under the name she gave her account.
    return [
      [
        'IndividualSeller',
        [
          [
            'Standard',
            [
              [
                'IndSellerID',
                [
                  ['ResCountryCode', 'CA'],
                  ['TIN', 'NOTIN', { unknown: '1' }],
                  nameParts(seller.accountName),
                  [
                    'Address',
                    [
                      ['CountryCode', 'CA'],
                      ['AddressFree', 'NOT PROVIDED'],
                    ],
                  ],
                ],
              ],
            ],
          ],
        ],
      ],
    ];
  }
  const where = address(id.countryOfResidence, id.addressLine, id.city, id.province, id.postalCode);
  if (id.kind === 'business') {
    return [
      [
        'EntitySeller',
        [
          [
            'Standard',
            [
              [
                'EntSellerID',
                [
                  ['ResCountryCode', id.countryOfResidence],
                  ['TIN', id.businessNumber ?? 'NOTIN', { issuedBy: 'CA' }],
                  ['Name', id.businessName ?? id.legalName],
                  where,
                ],
              ],
            ],
          ],
        ],
      ],
    ];
  }
  return [
    [
      'IndividualSeller',
      [
        [
          'Standard',
          [
            [
              'IndSellerID',
              [
                ['ResCountryCode', id.countryOfResidence],
                ['TIN', id.sin ?? 'NOTIN', { issuedBy: 'CA' }],
                nameParts(id.legalName),
                where,
                ['BirthInfo', [['BirthDate', id.dateOfBirth]]],
              ],
            ],
          ],
        ],
      ],
    ],
  ];
}

function quarterly(
  group: string,
  prefix: string,
  quarters: QuarterFigures[],
  pick: (q: QuarterFigures) => number,
  money = true,
): Node {
  return [
    group,
    quarters.map((q): Node =>
      money
        ? [`${prefix}Q${q.quarter}`, dollars(pick(q)), cad]
        : [`${prefix}Q${q.quarter}`, pick(q)],
    ),
  ];
}

function sellerNode(seller: ReportedSeller, kind: ReturnDocument['kind']): Node {
  const identity: Node[] = sellerIdentity(seller);
  if (seller.payoutAccountId) {
    identity.push([
      'FinancialIdentifier',
      [
        ['Identifier', seller.payoutAccountId, { AccountNumberType: 'Other' }],
        [
          'AccountHolderName',
          seller.identity?.businessName ?? seller.identity?.legalName ?? seller.accountName,
        ],
      ],
    ]);
  }
  const q = seller.quarters;
  return [
    'ReportableSeller',
    [
      ['Identity', identity],
      [
        'RelevantActivities',
        [
          [
            'PersonalServices',
            [
              quarterly('Consideration', 'Cons', q, (x) => x.considerationCents),
              quarterly('NumberOfActivities', 'Numb', q, (x) => x.services, false),
              quarterly('Fees', 'Fees', q, (x) => x.commissionCents),
              quarterly('Taxes', 'Tax', q, (x) => x.taxesWithheldCents),
            ],
          ],
        ],
      ],
      docSpec(kind, seller.docRefId, seller.corrDocRefId),
    ],
  ];
}

function transmittal(doc: ReturnDocument): Node {
  const p = doc.platform;
  return [
    'T619',
    [
      ['sbmt_ref_id', doc.submissionRef],
      ['rpt_tcd', doc.kind === 'original' ? 'O' : 'A'],
      ['trnmtr_nbr', p.transmitterNumber],
      ['trnmtr_tcd', 1],
      ['summ_cnt', 1],
      ['lang_cd', 'E'],
      ['TRNMTR_NM', [['l1_nm', p.legalName.slice(0, 30)]]],
      [
        'TRNMTR_ADDR',
        [
          ['addr_l1_txt', p.address.slice(0, 30)],
          ['cty_nm', p.city.slice(0, 28)],
          ['prov_cd', p.province],
          ['cntry_cd', 'CAN'],
          ['pstl_cd', p.postalCode.replace(/\s/g, '')],
        ],
      ],
      [
        'CNTC',
        [
          ['cntc_nm', p.legalName.slice(0, 22)],
          ['cntc_email_area', p.contactEmail],
        ],
      ],
    ],
  ];
}

export function partXxXml(doc: ReturnDocument): string {
  const p = doc.platform;
  const operator: Node = [
    'PlatformOperator',
    [
      ['ResCountryCode', 'CA'],
      ['TIN', p.businessNumber, { issuedBy: 'CA' }],
      ['BN15', `${p.businessNumber}${p.rzAccount}`],
      ['Name', p.legalName],
      ['PlatformBusinessName', p.businessName],
      address('CA', p.address, p.city, p.province, p.postalCode),
      ['ReportingYearEnd', `${doc.year}-12-31`],
      docSpec(doc.kind, doc.platformDocRefId),
    ],
  ];
  const body: Node = ['PartXXBody', [operator, ...doc.sellers.map((s) => sellerNode(s, doc.kind))]];
  const submission: Node = [
    'Submission',
    [transmittal(doc), ['Return', [['PartXX', [body]]]]],
    {
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:noNamespaceSchemaLocation': 'layout-topologie.xsd',
    },
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(submission, 0)}\n`;
}
