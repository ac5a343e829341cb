// Organisations named by what they do, with no legal form or institution word: a trade or sector
// noun closes the name in English (`Nordvik Hosting`, `Two Brothers Moving`, `Kelowna Appliance
// Depot`), and in many other languages the trade opens it (`Huisartsenpraktijk De Linde`, `Toko
// Roti Sumber Rejeki`, `Kawiarnia Pod Lipą`). General vocabularies of trades, not names.
// Kept apart from ORG_SUFFIXES, which is also a feature of the tagger: changing that list would
// change what the shipped weights were trained on.

/** Last words of a capitalised run that make it a business: trades, shops, services, sectors. */
export const TRADE_LAST_WORDS: ReadonlySet<string> = new Set(
  (
    "hosting moving movers removals haulage freight couriers courier transport transportation " +
    "electric electrical plumbing roofing builders construction joinery carpentry landscaping cleaning " +
    "catering caterers bakery bakeries butchers grocers groceries supermarket supermarkets chemist chemists " +
    "dental opticians veterinary " +
    "cafe café bistro diner pizzeria brewery restaurant hostel motel " +
    "events enterprise outfitters depot appliances hardware supplies rentals realty realtors properties " +
    "travel tours ambulance benefits accountants solicitors attorneys lawyers consultants architects " +
    "printing automotive tyres tires energi energia énergie energie broadband books bookshop bookstore florist florists " +
    "fitness salon nursery preschool kindergarten kita daycare childcare elementary fuel marquees assicura assicurazioni versicherung"
  ).split(" "),
);

/** First words of a capitalised run that make it a business or practice, in the languages that put the trade first. */
export const TRADE_FIRST_WORDS: ReadonlySet<string> = new Set(
  // Dutch, German, Nordic
  (
    "huisartsenpraktijk praktijk tandartspraktijk zorgverzekeraar fysio fysiotherapie vve gasthaus gasthof autohaus " +
    "rehaklinik landeskrankenhaus kita kanzlei metzgerei reisebüro förskola " +
    // Indonesian, Malay, Polish, Czech
    "toko warung kedai kawiarnia restauracja apteka sklep lékárna " +
    // Portuguese, Spanish, French, Italian
    "lojinha loja brechó padaria tasca taberna restaurante cafetería panadería ferretería farmácia fletes mudanzas " +
    "transportes taller talleres hostal pharmacie boucherie mutuelle cabinet pizzeria"
  ).split(" "),
);

/** Two-word openings whose first word alone is too general (`Centro`, `Centre`). */
export const TRADE_FIRST_PAIRS: ReadonlySet<string> = new Set(
  "centro médico|centro medico|centre médical|centro clínico|centro odontológico|centre dentaire".split("|"),
);

/**
 * Things and people a business sends, before `from`/`von`/`de`/`van` and its name (`Invoices from
 * X`, `a quote from X`, `Gutachter von X`, `facture de X`): what comes after is the business.
 */
export const SENT_BY_A_BUSINESS: ReadonlySet<string> = new Set(
  (
    "invoice invoices quote quotes quotation estimate bill bills order parcel package delivery refund shipment " +
    "consultant consultants technician technicians engineer rep representative inspector surveyor assessor adjuster contractor " +
    "rechnung angebot paket lieferung gutachter techniker monteur facture devis colis livraison technicien " +
    "factura presupuesto paquete pedido técnico factuur offerte pakket monteur"
  ).split(" "),
);
export const SENT_FROM: ReadonlySet<string> = new Set(["from", "von", "de", "van"]);
