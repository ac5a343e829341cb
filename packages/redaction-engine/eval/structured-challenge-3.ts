/**
 * Structured challenge set, part 3: the third round (2026-11-28, branch structured-gen), after
 * corpus 2026d joined the pool. TRAINING / TUNING TEXT, NOT HELD OUT: written by the engineer who
 * fixed the mechanisms it tests (record labels of more languages and health systems, case numbers
 * beside a patient number, lower-case MRN prefixes, a date of birth a sentence after its noun,
 * Roman-numeral months, other identifiers' labels before digit runs, Argentina's `15` mobiles,
 * bare mobiles, version quads). Every value, name and label form is invented here, none copied
 * from a corpus; it says nothing about unseen text. Markup and scoring as in
 * structured-challenge.ts; only structured values are marked. Every snippet of
 * STRUCTURED_THIRD_LOOKALIKES marks nothing: each must stay in the text.
 */

export const STRUCTURED_THIRD_RECORDS: readonly string[] = [
  // MRN labels of more languages and health systems
  `Referral — Medicare (PEI): [[MRN|418 226 907]]; please book the echo before Friday.`,
  `PHN [[MRN|9876 543 217]] · Surrey Memorial · seen by Dr. Okafor`,
  `Utente n.º [[MRN|284 615 903]], internado no serviço de Medicina 2.`,
  `Číslo pojištěnce: [[MRN|745812/3319]]   Diagnóza: J18.9`,
  `診察券番号：[[MRN|00488-12]]\n次回予約：12月3日`,
  `门诊号：[[MRN|MZ2026-0448712]]　科室：呼吸内科`,
  `就诊卡号: [[MRN|310288417]]  患者：陈先生`,
  `Выписка из амбулаторной карты пациента № [[MRN|4471/25]]`,
  `IPD पंजीकरण संख्या: [[MRN|KGH-26-004812]]`,
  `Paciente: J. Ortega. HC Nº [[MRN|5580321]] – control en 15 días.`,
  `Código del paciente: [[MRN|CP-0099214]]; alergias: ninguna`,
  `N° patient : [[MRN|IPP-2288143]] — consultation du 27/11`,
  `Resident ID: [[MRN|RC-55812]]\nWard: Maple (dementia care), patient reviewed by GP.`,
  `Clinic letter. Client no. [[MRN|ACT-448120]], diagnosis: adjustment disorder; therapist: L. Ng.`,
  `Ασθενής Γ. Παππάς, Α.Μ. [[MRN|2025-118804]], εισαγωγή στην παθολογική.`,
  `Patient: Doe, J.  MRN: [[MRN|hk2231987]]  (please keep the prefix)`,
  `Pat.-Nr. [[MRN|11822345]]; Fall-Nr. 26-004411 (stationär, Station 4B)`,
  `Patient admitted to ward 9. IP No: [[MRN|IPN-2026-33189]]; attending: Dr. Rao.`,
  // Dates of birth: a sentence after the noun, Roman-numeral months, other orders
  `We could not verify the date of birth on file. The passport shows [[DATE_OF_BIRTH|21 August 1969]] instead.`,
  `Geburtsdatum fehlt im System — laut Versichertenkarte [[DATE_OF_BIRTH|04.02.1958]].`,
  `Data urodzenia: [[DATE_OF_BIRTH|14.XI.1977]] r., PESEL podany osobno.`,
  `Nato il [[DATE_OF_BIRTH|2 VII 1955]] a Trieste.`,
  `생년월일 확인 부탁드려요. [[DATE_OF_BIRTH|1979.11.30]] 맞나요?`,
  `DOB: [[DATE_OF_BIRTH|1961 Apr 07]] (per the old chart)`,
  // Phones in more written forms
  `Llamame al celu, [[PHONE_E164|0351 15-448-2907]], obra social al día.`,
  `Text me, I'm on [[PHONE_E164|07700911482]] after six.`,
  `Contacto do filho (telemóvel): [[PHONE_E164|912 448 306]], utente informado.`,
  `Ozvěte se prosím na [[PHONE_E164|777 418 209]], děkuji — ordinace MUDr. Krále.`,
];

export const STRUCTURED_THIRD_LOOKALIKES: readonly string[] = [
  // Other identifiers' digits after their labels
  `A/c No. 0062 0300 114 829   IFSC HDFC0000062   Branch: Pune`,
  `Mehrwertsteuer: btw NL 0814.226.337 (leverancier), ust-idnr DE 281 447 993`,
  `Referência multibanco: entidade 11604 ref. 912 448 306, valor 41,20 €`,
  `Số tài khoản: 0491 0227 6610 (VND) — chủ tài khoản đã xác minh`,
  `Счёт № 40817 810 0 0441 2213 за ноябрь`,
  `order confirmation 2031-4417 for 12 pallets; tracking 1Z 7X9 418 22 6610 0041`,
  `Order 6612-4410-2258 and invoice INV-0099 were shipped together.`,
  `Bankgiro 5318-2047, plusgiro 44 12 90-3, OCR 88412077`,
  // Amounts and dates wrapped at a line's end
  `12.11.  Bérleti díj                       +318 400\n14.11.  Áramszámla`,
  // Versions in other languages and after the quad
  `Nach dem Update auf Treiber 3.4.0.12 druckt das Gerät nicht mehr.`,
  `Se rompió tras la actualización 5.1.0.8 del TPV.`,
  `Versão do sistema 4.0.2.11, sem correção ainda.`,
  `the 6.2.1.4 hotfix broke the export, ping me`,
  // Case numbers beside a patient number; lower-case words after a label; dates that are no births
  `Patientennummer [[MRN|44120987]] · Fall-Nr. 26-118834 · Aufnahme 20.11.2026`,
  `MRN: see the wristband, ward 12345 is closed.`,
  `the patient id abc12345 was a test account`,
  `Date of birth missing. We phoned twice. Appointment 12 May 2027 confirmed.`,
  `Date of birth certificate requested; the office opened on 2 March 1999 and closes at five.\n\nLater: 4 June 1981 was the founding date.`,
  `Roman numerals in a list: chapter IV. 1961 edition, 07.XIII.1961 is no date.`,
  `Customer no. 07923654321 — account closed (a customer number, not a phone)`,
  `Customer: my new number is [[PHONE_E164|(415) 826-3307]], the old one is gone`,
];
