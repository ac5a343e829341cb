/**
 * RETIRED INTO THE TUNING POOL on 2026-11-27 (decision 0042): corpus 2026c is now the held-out set.
 * The text below describes how this set was held out until then.
 *
 * Held out: never used while tuning. Written 2026-11-25 by a labeller who did not see the detector.
 *
 * Held-out half of the 2026 labelled corpus (issue 22): the same genres and difficulty as `tune.ts`
 * with different people, organisations, numbers and phrasings. Do not read these documents, their
 * errors or their per-document scores while changing the detector; report only aggregate scores.
 * Markup `[[TYPE|value]]`, conventions in README.md. Documents wrapped in `negative(...)`
 * intentionally contain no gold value.
 */

const negatives = new Set<string>();

/** Marks a document that intentionally has no labelled value (look-alikes only). */
function negative(doc: string): string {
  negatives.add(doc);
  return doc;
}

export const HELDOUT_CORPUS: readonly string[] = [
  // 1 support ticket, Germany
  `Störungsmeldung #ST-118204
Firma: [[ORG|Hansen & Petersen Schiffsausrüstung GmbH]], Kiel
Gemeldet von: Frau [[PERSON|Birte Hansen]] · Tel. [[PHONE_E164|0431 980 2271]] · [[EMAIL|b.hansen@hp-schiffsausruestung.de]]

Hallo Support-Team,
nach dem Wechsel auf Release 7.2.0.11 schlägt der SEPA-Export fehl. Lastschrift über 3.418,60 EUR an [[IBAN|DE88 0269 3951 8624 1229 00]] wurde abgelehnt. Unser IT-Dienstleister, Herr [[PERSON|Ole Christiansen]] von [[ORG|Nordlicht IT-Service UG (haftungsbeschränkt)]], ist unter [[PHONE_E164|+49 172 8834 5120]] erreichbar.
Vorgangsnummer der Bank: 2026112500417.

Viele Grüße
[[PERSON|Birte Hansen]]`,
  // 2 e-mail, Belgium French
  `De : [[PERSON|Amélie Vandenberghe]] <[[EMAIL|amelie.vdb@chocolaterie-sablon.be]]>
À : [[PERSON|Olivier Lambrechts]]
Objet : Commande de fin d'année n° 2026-0917

Bonjour Monsieur [[PERSON|Lambrechts]],

Nous confirmons la commande de 340 ballotins pour [[ORG|Lambrechts & Fils SPRL]]. Le paiement peut être effectué sur le compte [[IBAN|BE93 0341 9160 8838]] de [[ORG|Chocolaterie du Sablon SRL]].
Pour la livraison, contactez notre magasinier [[PERSON|Youssef El Amrani]] au [[PHONE_E164|02 511 43 27]] ou au [[PHONE_E164|+32 475 62 18 09]].

Bien à vous,
[[PERSON|Amélie Vandenberghe]]`,
  // 3 chat log, lower-case names
  `[10:41] [[PERSON|sarah okonjo]]: did the migration on [[IPV4|10.61.3.240]] finish?
[10:42] [[PERSON|tom becker]]: still running, eta 20 min. [[PERSON|yuki]] is watching it
[10:42] [[PERSON|sarah okonjo]]: k. the autumn sale banner needs the new copy too
[10:44] [[PERSON|zhou min]]: i'll grab that. who's the contact at [[ORG|Brightline Media Ltd]]?
[10:45] [[PERSON|tom becker]]: [[PERSON|dev patel]], [[PHONE_E164|+44 161 496 0627]]. he prefers email tho
[10:46] [[PERSON|zhou min]]: ok will email him. mark this thread done?`,
  // 4 clinical note, Scotland
  `DISCHARGE LETTER — [[ORG|Royal Infirmary of Edinburgh]]
Name: [[PERSON|Isla McKenzie]]    CHI: [[MRN|1503724418]]    Date of birth: [[DATE_OF_BIRTH|15 March 1972]]
Consultant: Dr [[PERSON|Ruaridh Campbell]]

Admitted 14/11/2026 with acute cholecystitis; laparoscopic cholecystectomy 16/11/2026, uncomplicated. Discharged 18/11/2026.
GP: Dr [[PERSON|Morag Sinclair]], [[ORG|Bruntsfield Medical Practice]], tel [[PHONE_E164|0131 228 6081]].
Husband [[PERSON|Callum McKenzie]] to collect, mobile [[PHONE_E164|07590 317664]].`,
  // 5 bank statement, Sweden
  `[[ORG|Svenska Handelsbanken AB]] — Kontoutdrag november 2026
Kontohavare: [[PERSON|Linnea Bergström]]
IBAN: [[IBAN|SE37 4010 9486 9541 0971 5787]]

03.11  Lön [[ORG|Volvo Car Corporation]]                      +38 210,00
06.11  Swish till [[PERSON|Oskar Nyberg]] [[PHONE_E164|070-123 45 67]]     -450,00
10.11  Autogiro [[ORG|Telia Sverige AB]]                          -399,00
17.11  Kortköp Visa ****8830 Black Friday-rea                 -1 249,00
24.11  Överföring till [[IBAN|NO14 2591 7106 196]]               -2 000,00
Saldo: 21 766,40 SEK`,
  // 6 CV, Pakistan / UAE
  `CURRICULUM VITAE
[[PERSON|Hamza Tariq Qureshi]]
Dubai, UAE · [[PHONE_E164|+971 55 742 1180]] · [[EMAIL|hamza.qureshi@outlook.com]]
[[URL|https://github.com/hamzatq]] · Born [[DATE_OF_BIRTH|2 November 1991]], Lahore

EXPERIENCE
Machine Learning Engineer, [[ORG|Careem Networks FZ-LLC]] (2022–present)
Data Scientist, [[ORG|Systems Limited]], Lahore (2017–2022)
 - Built credit-risk models used by three banks.

EDUCATION
BS Computer Science, [[ORG|Lahore University of Management Sciences]], 2013
Referee: Dr. [[PERSON|Saima Javed]], on request.`,
  // 7 support ticket, names that are words
  `Subject: charged after cancelling
From: [[EMAIL|rose.kamau@gmail.com]]

Hello,
My name is [[PERSON|Rose Kamau]]. I cancelled the Premium plan on 2 November (confirmation CX-448201) but was billed KES 2,499 again on card [[CREDIT_CARD|4960 9709 2949 5947]]. The verification text said "use 730915 to confirm" — I never entered it.
Please call me on [[PHONE_E164|+254 712 345 678]].
Thanks,
[[PERSON|Rose Kamau]]

--- internal ---
[[PERSON|Will Baptiste]] (billing): refund processed, RF-661092. Rose bushes promo email should also stop; will unsubscribe her.`,
  // 8 e-mail, Mexico
  `De: [[PERSON|Guadalupe Hernández Ochoa]] <[[EMAIL|ghernandez@aceros-monterrey.mx]]>
Para: Lic. [[PERSON|Ricardo Treviño]]
Asunto: Cotización 2026-441 – varilla corrugada

Estimado Lic. [[PERSON|Treviño]]:
Le envío la cotización de [[ORG|Aceros del Norte de Monterrey, S.A. de C.V.]] por $1,284,000.00 MXN. El anticipo se deposita a la cuenta de [[ORG|Banco Mercantil del Norte, S.A.]]; CLABE en el PDF.
Mi oficina: [[PHONE_E164|81 8345 2200]]; celular [[PHONE_E164|+52 81 1234 5678]].
Saludos cordiales,
[[PERSON|Guadalupe Hernández]]`,
  // 9 chat log, Japanese
  `#dev-osaka
[[PERSON|中村 翔太]] 13:20  ステージング（[[IPV4|10.8.44.201]]）のデプロイ失敗しました
[[PERSON|小林 さくら]] 13:22  ログ見ます。[[ORG|株式会社アオバシステムズ]]の担当は[[PERSON|伊藤]]さんですよね？
[[PERSON|中村 翔太]] 13:23  はい、直通は [[PHONE_E164|06-4708-3319]] です
[[PERSON|Ryan O'Connell]] 13:25  sorry, english pls :) is this the 2.9.14.1 build?
[[PERSON|小林 さくら]] 13:26  yes [[PERSON|ryan]], same build. [[PERSON|sho]] is rolling back`,
  // 10 clinical note, Austria
  `Entlassungsbrief – [[ORG|Allgemeines Krankenhaus der Stadt Wien]]
Patient: Herr [[PERSON|Johann Pichler]], geboren am [[DATE_OF_BIRTH|11.02.1939]]
Aufnahmezahl: [[MRN|AKH-26-0441873]]

Sehr geehrter Herr Kollege [[PERSON|Leitner]],
wir berichten über Ihren Patienten, der vom 04.11. bis 15.11.2026 wegen einer Pneumonie stationär aufgenommen war. Therapie: Ceftriaxon 2 g i.v. über 7 Tage.
Für Rückfragen steht OA Dr. [[PERSON|Sabine Fuchs]] unter [[PHONE_E164|+43 1 40400-37120]] zur Verfügung.

Mit freundlichen Grüßen
Univ.-Prof. Dr. [[PERSON|Wolfgang Reiter]]`,
  // 11 bank statement, Ireland
  `[[ORG|Bank of Ireland]] — Current Account Statement
[[PERSON|Ciarán O'Sullivan]]
IBAN [[IBAN|IE69 QETM 9709 0279 3565 09]]

02 Nov  SEPA credit [[ORG|Kerry Group plc]] salary            +3,480.22
05 Nov  Standing order to [[PERSON|Niamh Walsh]] "rent"            -1,100.00
09 Nov  Direct debit [[ORG|Electric Ireland]]                     -96.40
13 Nov  POS [[ORG|Dunnes Stores]] Cork                          -72.18
21 Nov  Transfer from [[PERSON|Hope Fitzgerald]]                    +60.00
Closing balance €4,807.93. We will never ask for your PIN or one-time passcode.`,
  // 12 CV, Colombia
  `HOJA DE VIDA
[[PERSON|Juan Sebastián Restrepo Mejía]]
Medellín, Colombia · [[PHONE_E164|+57 300 456 7812]] · [[EMAIL|jsrestrepo@gmail.com]]
Fecha de nacimiento: [[DATE_OF_BIRTH|17 de octubre de 1989]]

Experiencia laboral
2020–actual  Líder técnico, [[ORG|Bancolombia S.A.]]
2016–2020    Desarrollador, [[ORG|Globant Colombia S.A.S.]]
2013–2016    Analista, [[ORG|Grupo Éxito]]

Referencias: [[PERSON|Catalina Uribe]], [[PHONE_E164|(604) 444 1234]]
Portafolio: [[URL|jsrestrepo.dev]]`,
  // 13 support ticket, New Zealand
  `Case 2026-NZ-00412 — Invoice dispute
Account: [[ORG|Kōwhai Landscaping Limited]], Wellington
Contact: [[PERSON|Aroha Ngata]] <[[EMAIL|aroha@kowhailandscaping.co.nz]]>

Kia ora, invoice INV-50112 charged our old card 5171 3051 6313 7074 which was cancelled. Please use [[CREDIT_CARD|5171 3051 6313 7073]] (company Mastercard) from now on.
Office: [[PHONE_E164|(04) 473 8810]], my mobile [[PHONE_E164|021 555 0183]].
Ngā mihi, [[PERSON|Aroha]]`,
  // 14 e-mail, Flemish / Dutch
  `Van: [[PERSON|Jeroen Van den Broeck]] <[[EMAIL|jeroen@vdbroeck-bouw.be]]>
Aan: [[PERSON|Marieke Smit]]
Onderwerp: Betaling werf Gent

Dag [[PERSON|Marieke]],

De eindfactuur van [[ORG|Van den Broeck Bouw BV]] staat klaar. Gelieve te betalen op [[IBAN|NL45 UCDX 5574 7520 51]] (onze Nederlandse rekening bij [[ORG|ABN AMRO Bank N.V.]]).
Je kan me bereiken op [[PHONE_E164|0477 21 34 56]] of op kantoor [[PHONE_E164|09 223 41 18]].

Groetjes,
[[PERSON|Jeroen]]`,
  // 15 chat log, Russian / Ukrainian
  `[[PERSON|Ольга Иванова]]: кто созванивался с [[ORG|АО «ТехноСтрой»]] по поводу договора?
[[PERSON|Максим Лебедев]]: я. их юрист [[PERSON|Наталья Сергеевна Белова]] просила прислать проект до пятницы
[[PERSON|Ольга Иванова]]: дай её телефон
[[PERSON|Максим Лебедев]]: [[PHONE_E164|8 (812) 334-56-78]], почта [[EMAIL|n.belova@technostroy.spb.ru]]
[[PERSON|taras]]: [[PERSON|олю]], я можу допомогти з перекладом
[[PERSON|Ольга Иванова]]: спасибо, [[PERSON|Тарас]]! номер заказа 44-1187, не путай`,
  // 16 clinical note, US with bare SSN
  `ED NOTE — [[ORG|Cedars-Sinai Medical Center]]
Patient: [[PERSON|Luis Alberto Cárdenas]]   MRN: [[MRN|CS-10448271]]   DOB: [[DATE_OF_BIRTH|09/23/1966]]
Payer: [[ORG|Kaiser Foundation Health Plan, Inc.]]   SSN: [[SSN|733-09-2461]]
Provider: [[PERSON|Grace Tanaka]], PA-C

CC: laceration L hand from kitchen knife, 3 cm. Tdap given. 4 sutures 5-0 nylon. Suture removal in 10 days.
Wife [[PERSON|Marisol Cárdenas]] at bedside, phone [[PHONE_E164|(310) 555-0176]].`,
  // 17 bank statement, Austria
  `[[ORG|Erste Bank der oesterreichischen Sparkassen AG]] — Kontoauszug 11/2026
Kontoinhaberin: [[PERSON|Theresa Gruber-Haas]]
IBAN [[IBAN|AT07 7146 5525 1506 5349]]

03.11.  Gehalt [[ORG|voestalpine AG]]                          +3.644,20
05.11.  Dauerauftrag an [[PERSON|Florian Haas]] Miete               -820,00
12.11.  Lastschrift [[ORG|A1 Telekom Austria AG]]                   -29,90
16.11.  Überweisung an AT07 7146 5525 1506 5348 – abgelehnt (IBAN ungültig)
20.11.  Bankomatkarte [[ORG|SPAR Österreichische Warenhandels-AG]]       -48,35
Kontostand: 6.020,71 EUR`,
  // 18 CV, Korea
  `이력서
성명: [[PERSON|윤지호]]
생년월일: [[DATE_OF_BIRTH|1993년 8월 21일]]
연락처: [[PHONE_E164|010-9182-7364]] · [[EMAIL|jiho.yoon@naver.com]]

경력
2021–현재  데이터 엔지니어, [[ORG|쿠팡 주식회사]]
2018–2021  소프트웨어 엔지니어, [[ORG|LG CNS Co., Ltd.]]

학력: [[ORG|서울대학교]] 컴퓨터공학부, 2018
추천인: [[PERSON|강민서]] 팀장`,
  // 19 support ticket, look-alikes only
  negative(`Defect QA-5520 — "number field accepts garbage"
Inputs used (synthetic, all must be rejected):
  card 4960 9709 2949 5948 (Luhn off by one), card 3400 000000 00000
  IBAN FR00 2550 3034 91IC 4680 7510 678 (check digits 00)
  SSN 000-61-4471, SSN 666-01-2290, SSN 987-65-4320
Client build 6.1.0.22, server build 2026.11.3.7. Promo code WINTER30 applied to order 99120045.
Courier tracking 7749 2265 1180. Amount €1.234,56. The login code 915027 was printed in the debug log.`),
  // 20 e-mail, Hindi-English
  `From: [[PERSON|Kavya Reddy]] <[[EMAIL|kavya.reddy@infinityfin.example.in]]>
To: Accounts Team
Subject: Reimbursement – Hyderabad trip

Hi all, please process my claim of ₹18,450. Mera PAN [[NATIONAL_ID|CHXPR7719Q]] hai aur Aadhaar [[NATIONAL_ID|6191 2145 9825]]. Salary account [[ORG|ICICI Bank Ltd]] mein hi credit kar dena.
Approval mere manager [[PERSON|Srinivas Rao]] ne de diya hai. Koi query ho toh [[PHONE_E164|+91 90000 81234]] pe call karo.
Regards,
[[PERSON|Kavya]]
[[ORG|Infinity Finserv Pvt Ltd]]`,
  // 21 e-mail, Egypt / Arabic
  `From: [[PERSON|Mona Abdelrahman]] <[[EMAIL|mona.abdelrahman@nilecotton.com.eg]]>
Subject: Letter of credit – contract 7/2026

Dear Mr. [[PERSON|Haddadin]],

[[ORG|Nile Cotton Export S.A.E.]] has received the draft LC. The advance of USD 42,000 should be paid to [[IBAN|EG11 1022 5428 9172 1841 5283 6001 2]] at [[ORG|Commercial International Bank (Egypt) S.A.E.]].
For shipping documents please contact [[PERSON|محمود السيد]] on [[PHONE_E164|+20 100 234 5678]] or our Alexandria office [[PHONE_E164|03 487 2219]].

مع التحية،
[[PERSON|منى عبد الرحمن]]`,
  // 22 support ticket, Hebrew and English
  `קריאת שירות 88412 – בעיה בהתחברות
לקוח: [[PERSON|יונתן לוי]]
נייד: [[PHONE_E164|054-886-1203]]
מייל: [[EMAIL|yonatan.levi@gmail.com]]

הסיסמה אופסה אבל הקוד 552019 לא הגיע.
Agent note: spoke with [[PERSON|Yonatan]]; company account [[ORG|Levi Optics Ltd]] pays by Amex [[CREDIT_CARD|3438 564817 63911]]. Escalated to [[PERSON|Shira Ben-David]]. Payout IBAN on file [[IBAN|IL43 8035 7503 2119 0656 193]].`,
  // 23 clinical note, Greek hospital in English
  `EMERGENCY DEPARTMENT NOTE — [[ORG|Evangelismos General Hospital]], Athens
Patient: [[PERSON|Ελένη Μαυροπούλου]] ([[PERSON|Eleni Mavropoulou]])   Record no. [[MRN|EVG-2026-118803]]
Born: [[DATE_OF_BIRTH|06/06/1947]]

Fall at home, L wrist pain. X-ray: distal radius fracture, closed reduction and cast. Son [[PERSON|Σπύρος Μαυρόπουλος]] present, phone [[PHONE_E164|+30 697 445 1290]].
Follow-up at fracture clinic with Dr. [[PERSON|Alexandros Karamanlis]] on 02/12/2026 (appointment date).`,
  // 24 bank statement, Czech
  `[[ORG|Česká spořitelna, a.s.]] — Výpis z účtu 11/2026
Majitel účtu: [[PERSON|Petr Svoboda]]
IBAN: [[IBAN|CZ69 4982 3406 1210 0350 4843]]

01.11.  Mzda [[ORG|Škoda Auto a.s.]]                           +52 310,00 CZK
04.11.  Trvalý příkaz [[PERSON|Lucie Svobodová]] nájem             -14 500,00 CZK
09.11.  Platba kartou Mastercard ****0192 [[ORG|Alza.cz a.s.]]        -3 299,00 CZK
15.11.  Inkaso [[ORG|ČEZ Prodej, a.s.]]                          -2 180,00 CZK
22.11.  Příchozí platba [[PERSON|Karel Novotný]] "chata"            +4 000,00 CZK
Konečný zůstatek: 88 104,52 CZK`,
  // 25 CV, Italy
  `CURRICULUM VITAE
[[PERSON|Francesca Marino]]
Nata a Bari il [[DATE_OF_BIRTH|23/09/1986]]
Cellulare: [[PHONE_E164|+39 333 912 4456]] · Email: [[EMAIL|francesca.marino86@libero.it]]
[[URL|https://francescamarino.it]]

Esperienze professionali
2019–oggi   Responsabile qualità, [[ORG|Barilla G. e R. Fratelli S.p.A.]], Parma
2014–2019   Tecnologa alimentare, [[ORG|Granarolo S.p.A.]]
2012–2014   Stage, [[ORG|Caseificio Valle Verde S.r.l.]]

Referenze: dott. [[PERSON|Massimo Rinaldi]], [[PHONE_E164|0521 273 011]]`,
  // 26 chat log, ops with IPs
  `#netops
[[PERSON|fatima z]] 07:51  bgp session to [[IPV4|185.44.12.9]] flapping since 07:30
[[PERSON|ben o]] 07:52  seeing it too. upstream is [[ORG|Telia Carrier AB]]?
[[PERSON|fatima z]] 07:53  no, [[ORG|Cogent Communications, Inc.]] on that port. noc is [[PHONE_E164|+1 877 875 4311]]
[[PERSON|ben o]] 07:55  opened ticket HD-77120. router os 17.6.4.2 has a known bug btw
[[PERSON|fatima z]] 07:58  rolling back config on [[IPV4|185.44.12.10]]. [[PERSON|hope]] said she'll update status page`,
  // 27 e-mail, Portugal
  `De: [[PERSON|Rui Tavares]] <[[EMAIL|rui.tavares@vinhosdouro.pt]]>
Para: [[PERSON|Beatriz Costa]]
Assunto: Encomenda 2026/512 – vinho do Porto

Cara [[PERSON|Beatriz]],

A [[ORG|Quinta do Vale Escuro, Lda.]] confirma a encomenda de 600 garrafas. O pagamento deve ser feito para [[IBAN|PT27 7653 8023 5726 7446 7040 4]] ([[ORG|Millennium bcp]]).
Telefone: [[PHONE_E164|+351 22 339 4410]], telemóvel [[PHONE_E164|964 552 118]].

Com os melhores cumprimentos,
[[PERSON|Rui Tavares]]`,
  // 28 clinical note, India
  `DISCHARGE SUMMARY — [[ORG|Fortis Healthcare Ltd]], Mohali
Patient: [[PERSON|गुरप्रीत सिंह]] ([[PERSON|Gurpreet Singh]])   IP No.: [[MRN|FHM-26-093117]]
DOB: [[DATE_OF_BIRTH|18-11-1958]]   Aadhaar: [[NATIONAL_ID|7628 6623 6970]]
Treating consultant: Dr. [[PERSON|Harpreet Kaur Sandhu]]

Admitted with acute inferior wall MI, primary PCI to RCA done. Discharged on DAPT, statin, beta-blocker.
Attendant: daughter [[PERSON|Simran Kaur]], [[PHONE_E164|+91 98140 55621]]. Review OPD 09-12-2026.`,
  // 29 bank statement, Belgium
  `[[ORG|Belfius Bank NV]] — Rekeningafschrift 11/2026
Houder: [[PERSON|Bram Willems]]
IBAN: [[IBAN|BE62 5100 0754 7061]]

04/11  Loon [[ORG|Umicore NV]]                                 +3.104,88
08/11  Overschrijving aan [[PERSON|Grace Achterberg]] "huur"          -950,00
12/11  Domiciliëring [[ORG|Telenet BV]]                             -72,50
19/11  Bancontact [[ORG|Delhaize Le Lion NV]]                     -64,18
26/11  Overschrijving van [[PERSON|Jef Willems]]                    +150,00
Nieuw saldo: 7.412,03 EUR`,
  // 30 CV, Vietnam / Thai
  `RESUME
[[PERSON|Nguyễn Thị Minh Anh]]
Ho Chi Minh City · [[PHONE_E164|+84 90 123 4567]] · [[EMAIL|minhanh.nguyen@gmail.com]]

Experience
2021–now   Product Manager, [[ORG|VNG Corporation]]
2018–2021  Business Analyst, [[ORG|FPT Software Company Limited]]
2017       Intern, [[ORG|Kasikornbank Public Company Limited]], Bangkok (mentor: [[PERSON|ปิยะพงษ์ ทองดี]])

Education: B.Econ, [[ORG|Foreign Trade University]], 2017
Reference: [[PERSON|Trần Quốc Bảo]], [[PHONE_E164|028 3823 4567]]`,
  // 31 support ticket, US with bare SSN after "is"
  `Case #VER-880231 — SSN mismatch
Applicant: [[PERSON|Latoya Jefferson]], [[EMAIL|latoya.jefferson@aol.com]], [[PHONE_E164|(901) 555-0137]]

Agent note: applicant states her Social Security number is [[SSN|198 44 0372]]; our record from [[ORG|Equifax Information Services LLC]] has [[SSN|198-44-0373]] (one digit off). Also she typed 000-44-0372 on the web form (invalid). Asked her to upload her card. Reference: loan app LA-2026-55120.
Supervisor [[PERSON|Will Ferrante]] approved a 7-day extension.`,
  // 32 e-mail, Nordic with Oy and A/S
  `From: [[PERSON|Emilia Korhonen]] <[[EMAIL|emilia.korhonen@lappi-design.fi]]>
To: [[PERSON|Frederik Holm]]
Subject: Invoice 2026-338

Hi [[PERSON|Frederik]],

[[ORG|Lappi Design Oy]] has sent invoice 2026-338 (EUR 7,420). Please pay into [[IBAN|FI96 9599 5145 3456 31]]. The Danish delivery will be handled by [[ORG|Holm Transport ApS]] — their account [[IBAN|DK87 0108 4319 2808 58]] is for freight only.
My phone: [[PHONE_E164|+358 40 912 3344]].

Ystävällisin terveisin,
[[PERSON|Emilia]]`,
  // 33 chat log, Chinese / pinyin
  `[[PERSON|刘洋]]：@[[PERSON|赵敏]] 合同今天能盖章吗？
[[PERSON|赵敏]]：可以，[[ORG|上海华鼎贸易有限公司]]法务那边确认了
[[PERSON|刘洋]]：对方联系人[[PERSON|孙晓峰]]，手机 [[PHONE_E164|139 1234 5678]]
[[PERSON|赵敏]]：好的，我下午打给他。发票号 04412908 记一下
[[PERSON|huang lei]]：[[PERSON|liu yang]] pls cc me, my mail is [[EMAIL|huanglei@huading-trade.com]]`,
  // 34 clinical note, Canada
  `CLINIC NOTE — [[ORG|Toronto General Hospital]]
Patient: [[PERSON|Summer Okafor-Lee]]   MRN: [[MRN|TGH 7718204]]   DOB: [[DATE_OF_BIRTH|Feb 14, 2001]]
Health card: on file. Referring MD: Dr. [[PERSON|Priya Raman]]

25 y/o F, 2nd visit for palpitations. Holter: SVT episodes. Discussed ablation; patient wants to wait until after summer term. Mother [[PERSON|Ngozi Okafor]] phone [[PHONE_E164|416-555-0142]].
Next visit 01/15/2027.`,
  // 35 bank statement, Brazil
  `[[ORG|Itaú Unibanco S.A.]] — Extrato mensal novembro/2026
Cliente: [[PERSON|Rafael Moreira Campos]]
Ag. 0412 C/C 55120-3 · IBAN [[IBAN|BR24 3988 3254 4200 1922 9050 383P 1]]

03/11  Salário [[ORG|Embraer S.A.]]                        +R$ 14.820,00
06/11  PIX para [[PERSON|Camila Torres]] [[PHONE_E164|(21) 98123-4567]]   -R$ 350,00
11/11  Pagamento fatura cartão Mastercard                   -R$ 3.912,45
18/11  Débito automático [[ORG|Claro S.A.]]                    -R$ 149,90
Saldo: R$ 22.610,18`,
  // 36 CV, Switzerland / French
  `[[PERSON|Noémie Favre]]
Cheffe de projet · Genève
[[PHONE_E164|+41 78 654 32 10]] · [[EMAIL|noemie.favre@bluewin.ch]] · [[URL|linkedin.com/in/noemie-favre]]
Née le [[DATE_OF_BIRTH|19 août 1990]]

Expérience
2020–2026  Cheffe de projet, [[ORG|Nestlé S.A.]], Vevey
2015–2020  Consultante, [[ORG|Banque Cantonale Vaudoise]]
2014       Stage, [[ORG|Firmenich SA]]

Références : M. [[PERSON|Laurent Perrin]] ([[ORG|Nestlé]]), [[PHONE_E164|021 924 21 11]]`,
  // 37 support ticket, Kenya / Ghana
  `Ticket #KE-55201 | Mobile money payout failed
Merchant: [[ORG|Savannah Fresh Produce Ltd]], Nairobi
Contact: [[PERSON|Wanjiru Mwangi]] · [[PHONE_E164|0722 123 456]] · [[EMAIL|wanjiru@savannahfresh.co.ke]]

The payout to our Ghanaian supplier [[ORG|Accra Agro Ventures Limited]] ([[PERSON|Kwame Asante]], [[PHONE_E164|+233 24 555 0182]]) bounced twice. Batch id PB-2026-11-0088, amount KES 312,400. Please advise.`,
  // 38 e-mail, Japanese
  `差出人: [[PERSON|渡辺 拓也]] <[[EMAIL|t.watanabe@fujimi-kogyo.co.jp]]>
宛先: [[ORG|株式会社ひかり商事]] 購買部 [[PERSON|松本]]様
件名: 納期変更のお知らせ（注文番号 PO-88120）

[[PERSON|松本]]様

いつもお世話になっております。[[ORG|富士見工業株式会社]]の[[PERSON|渡辺]]でございます。
部品の納期が12月10日に変更となりました。詳細は [[PHONE_E164|052-951-3308]] までお問い合わせください。

何卒よろしくお願い申し上げます。`,
  // 39 chat log, support chat with word-names
  `Live chat 2026-11-21 16:40
Assistant: Hello! May I have your name?
Customer: [[PERSON|mark oyelaran]]
Assistant: Thanks [[PERSON|Mark Oyelaran]]! How can I help?
[[PERSON|mark oyelaran]]: need to mark my order as a gift, order 4471-0098
Agent [[PERSON|Grace Lindholm]]: Done! By the way, the gift note says "with love, [[PERSON|hope]]" — should I keep that?
[[PERSON|mark oyelaran]]: yes keep it. my email is [[EMAIL|m.oyelaran@proton.me]]`,
  // 40 e-mail, recruiter
  `From: [[PERSON|Olivia Brandt]] <[[EMAIL|o.brandt@northstar-search.co.uk]]>
Subject: Lead Data Engineer – London, hybrid

Hi [[PERSON|Tomasz]],

I'm with [[ORG|Northstar Executive Search LLP]]. My client, [[ORG|Halcyon Insurance Group plc]], is hiring a Lead Data Engineer (£110k–£125k). I came across your talk at [[URL|https://pydata.org/london2026/speakers/tomasz-nowicki]].
Free for a call this week? [[PHONE_E164|020 7946 0815]] or mobile [[PHONE_E164|07385 220941]].

Kind regards,
[[PERSON|Olivia]]`,
  // 41 support ticket, Swiss German
  `Ticket #ZH-20117 · Kunde meldet Doppelbuchung
Firma: [[ORG|Seeblick Hotels AG]], Luzern
Kontakt: Frau [[PERSON|Corinne Ammann]] · [[PHONE_E164|041 410 77 88]] · [[EMAIL|c.ammann@seeblick-hotels.ch]]

Grüezi mitenand, die Jahresgebühr (CHF 4'950.–) wurde zweimal von unserem Konto [[IBAN|CH31 0687 7845 7308 1157 0]] abgebucht. Bitte Rückruf an unseren Finanzchef, Herrn [[PERSON|Beat Schnyder]], [[PHONE_E164|+41 79 233 90 14]].
Buchungsreferenz 2026-11-19-3310; Bestätigungscode aus der App: 804417.`,
  // 42 e-mail, UK new starter
  `From: [[PERSON|Kwabena Owusu-Ansah]] <[[EMAIL|kwabena.oa@gmail.com]]>
To: [[EMAIL|people-ops@ferncliff-energy.co.uk]]
Subject: Starter form – [[PERSON|Kwabena]]

Hi there,

For my onboarding at [[ORG|Ferncliff Energy plc]]:
NI number: [[NATIONAL_ID|NE 55 12 90 B]]
Bank: [[ORG|Lloyds Bank plc]]
Mobile: [[PHONE_E164|07911 123456]]
Next of kin: [[PERSON|Abena Owusu-Ansah]] (sister), [[PHONE_E164|0121 496 0583]]

Thanks,
[[PERSON|Kwabena]]`,
  // 43 chat log, Argentina / Chile
  `[[PERSON|caro_gimenez]] ayer a las 21:14
che, ¿[[ORG|Distribuidora Patagonia S.R.L.]] mandó la orden de compra?
[[PERSON|fede]] ayer a las 21:16
sí, la firmó [[PERSON|Gonzalo Ibarra]]. te paso su cel: [[PHONE_E164|+54 9 2944 55-1203]]
[[PERSON|caro_gimenez]] ayer a las 21:17
genial. la de Chile ([[ORG|Comercial Andes Ltda.]]) sigue pendiente
[[PERSON|fede]] ayer a las 21:18
llamé al [[PHONE_E164|+56 2 2987 6543]] y no atendió nadie`,
  // 44 clinical note, French
  `LETTRE DE SORTIE — [[ORG|CHU de Bordeaux]]
Patiente : Mme [[PERSON|Josiane Lacombe]]    N° de dossier : [[MRN|CHUB-0047718]]
Née le [[DATE_OF_BIRTH|04/01/1944]]
Médecin traitant : Dr [[PERSON|Hervé Castaing]], [[PHONE_E164|05 56 79 56 79]]

Hospitalisée du 10/11/2026 au 17/11/2026 pour infection urinaire fébrile. Relais per os par céfixime. Consultation de contrôle le 15/12/2026.
Contact : son fils, M. [[PERSON|Didier Lacombe]], [[PHONE_E164|+33 6 14 22 78 90]].`,
  // 45 bank statement, Spain
  `[[ORG|CaixaBank, S.A.]] — Extracto de cuenta noviembre 2026
Titular: [[PERSON|Nerea Etxeberria Goikoetxea]]
IBAN: [[IBAN|ES57 8260 6748 4299 0600 5640]]

03/11  Nómina [[ORG|Iberdrola, S.A.]]                         +2.874,16 €
05/11  Bizum a [[PERSON|Iker Zubizarreta]] [[PHONE_E164|688 21 43 90]]       -30,00 €
09/11  Recibo [[ORG|Naturgy Energy Group, S.A.]]                 -61,22 €
14/11  Compra con tarjeta – rebajas de invierno               -89,95 €
Saldo disponible: 5.119,40 €`,
  // 46 CV, Ghana
  `[[PERSON|Efua Mensah-Bonsu]]
Accra, Ghana · [[PHONE_E164|+233 20 555 0177]] · [[EMAIL|efua.mensahbonsu@gmail.com]]
LinkedIn: [[URL|linkedin.com/in/efua-mensah-bonsu]]

SUMMARY
Supply-chain analyst, 6 years in FMCG.

EXPERIENCE
2022–present  Planning Lead, [[ORG|Nestlé Ghana Limited]]
2019–2022     Analyst, [[ORG|MTN Ghana]]
2018–2019     National Service, [[ORG|Ghana Revenue Authority]]

REFERENCES
[[PERSON|Kofi Boateng]], Head of Supply — [[PHONE_E164|024 555 0164]]`,
  // 47 support ticket, Slovakia / Poland
  `Zgłoszenie nr 2026/11/0771
Klient: [[ORG|Drewmax Sp. z o.o.]], Kraków
Osoba kontaktowa: [[PERSON|Katarzyna Lewandowska]], [[PHONE_E164|+48 601 234 567]], [[EMAIL|k.lewandowska@drewmax.pl]]

Dzień dobry, płatność od [[ORG|Drevex Slovakia s.r.o.]] z konta [[IBAN|SK13 9171 3169 9634 5687 9792]] nie dotarła na nasz rachunek [[IBAN|PL61 0867 9451 4080 0513 0332 4056]]. Proszę o kontakt z [[PERSON|Michał Kamiński]], tel. [[PHONE_E164|12 345 67 89]].
Pozdrawiam, [[PERSON|Katarzyna Lewandowska]]`,
  // 48 e-mail, Hungary
  `Feladó: [[PERSON|Tóth Anna]] <[[EMAIL|toth.anna@balatonwine.hu]]>
Címzett: [[PERSON|Horváth Zoltán]]
Tárgy: Szállítás – 2026/204

Kedves [[PERSON|Zoltán]]!

A [[ORG|Balaton Borház Kft.]] a rendelést jövő kedden szállítja. A számlát kérjük a [[IBAN|HU67 0254 7227 3588 4892 1515 9124]] számlára fizessék.
Elérhetőségem: [[PHONE_E164|+36 20 987 6543]].

Üdvözlettel,
[[PERSON|Tóth Anna]]`,
  // 49 chat log, Korean
  `[[PERSON|한소희]]: 내일 점검은 [[IPV4|172.20.5.61]] 에서 해요
[[PERSON|오태양]]: 알겠습니다. [[ORG|주식회사 푸른데이터]] 쪽 담당자 번호요?
[[PERSON|한소희]]: [[PERSON|배수진]] 대리님 [[PHONE_E164|031-8017-4400]]
[[PERSON|오태양]]: 감사합니다. 패치 버전 8.2.0.6 맞죠?
[[PERSON|taeyang]]: also [[PERSON|sohee]], the customer asked for the english report`,
  // 50 clinical note, UK GP
  `GP REVIEW — [[ORG|Cathedral Medical Group]]
Patient: Mr [[PERSON|Derek Hargreaves]]   NHS No: [[MRN|485 777 3456]]   DOB: [[DATE_OF_BIRTH|22 Oct 1951]]

Attends with wife [[PERSON|Hope Hargreaves]]. COPD review: FEV1 54% predicted, two exacerbations this year. Inhaler technique checked. Pulmonary rehab referral to [[ORG|Sheffield Teaching Hospitals NHS Foundation Trust]].
Wife's number: [[PHONE_E164|0114 496 0271]]. Review 3 months; pneumococcal vaccine due.`,
  // 51 bank statement, Luxembourg / Germany
  `[[ORG|Banque et Caisse d'Epargne de l'Etat, Luxembourg]]
Extrait de compte – novembre 2026
Titulaire : [[PERSON|Paul Schmit]]
IBAN : [[IBAN|LU67 9947 0075 7095 6570]]

03.11  Salaire [[ORG|Amazon EU S.à r.l.]]                     +7 118,00
06.11  Virement à [[PERSON|Claudine Reuter]] – loyer             -2 100,00
12.11  Virement vers [[IBAN|DE75 5121 0800 1245 1261 99]]        -500,00
21.11  Carte V PAY – [[ORG|Cactus S.A.]]                         -143,27
Solde : 9 880,14 EUR`,
  // 52 CV, Russian
  `РЕЗЮМЕ
[[PERSON|Алексей Викторович Громов]]
Дата рождения: [[DATE_OF_BIRTH|3 мая 1985 г.]]
Тел.: [[PHONE_E164|8 903 555-44-21]] · E-mail: [[EMAIL|a.gromov@mail.ru]]

Опыт работы
2019 — н. в.   Руководитель разработки, [[ORG|ООО «Озон Технологии»]]
2014 — 2019    Инженер-программист, [[ORG|АО «Лаборатория Касперского»]]

Образование: [[ORG|МФТИ]], 2008
Рекомендации: [[PERSON|Ирина Котова]]`,
  // 53 support ticket, Japan KK
  `Support case 91-30418
Company: [[ORG|Kobayashi Trading K.K.]]
Reporter: [[PERSON|Haruto Kobayashi]] <[[EMAIL|h.kobayashi@kobayashi-trading.jp]]>
Phone: [[PHONE_E164|+81 3-6824-1170]]

Our corporate JCB [[CREDIT_CARD|3570 9674 0122 7909]] is rejected on the billing page (JPY 96,800, invoice INV-JP-44120). The old card 3570 9674 0122 7908 expired. Please call our accounts manager [[PERSON|Mei Fujita]] at [[PHONE_E164|03-6824-1171]].`,
  // 54 e-mail, Malaysia / Indonesia
  `From: [[PERSON|Muhammad Hafiz bin Rahman]] <[[EMAIL|hafiz.rahman@borneotimber.com.my]]>
To: [[PERSON|Dewi Lestari]]
Subject: Shipment SG-2026-88

Dear Ibu [[PERSON|Dewi]],

[[ORG|Borneo Timber Industries Berhad]] confirms the shipment. Invoices go to [[ORG|PT Nusantara Kayu Abadi]] as agreed. Our Singapore agent [[ORG|Straits Forwarding Pte. Ltd.]] ([[PERSON|Tan Wei Ling]], [[PHONE_E164|+65 9123 4567]]) will handle customs.
My mobile: [[PHONE_E164|+60 19-876 5432]].

Salam hormat,
[[PERSON|Hafiz]]`,
  // 55 chat log, French lower-case
  `[[PERSON|chloé]] 09:12 : [[PERSON|antoine]] t'as rappelé le client de [[ORG|Transports Girard SAS]] ?
[[PERSON|antoine]] 09:14 : pas encore, c'est m. [[PERSON|girard]] lui-même ou sa fille ?
[[PERSON|chloé]] 09:14 : sa fille, [[PERSON|pauline girard]], [[PHONE_E164|06 33 58 12 40]]
[[PERSON|antoine]] 09:16 : ok je l'appelle après le café. le bon de commande c'est BC-2026-4410 ?
[[PERSON|chloé]] 09:16 : oui. et le code promo SOLDES26 ne marche plus`,
  // 56 clinical note, Brazil
  `SUMÁRIO DE ALTA — [[ORG|Hospital Sírio-Libanês]]
Paciente: [[PERSON|Marcos Vinícius Pereira]]   Registro: [[MRN|HSL-0552917]]
Nascimento: [[DATE_OF_BIRTH|11/11/1962]]   Plano: [[ORG|SulAmérica Seguros de Saúde S.A.]]

Internado por pneumonia comunitária; tratado com ceftriaxona e azitromicina. Alta em 18/11/2026. Retorno com a Dra. [[PERSON|Juliana Matsumoto]] em 7 dias.
Contato: filha [[PERSON|Larissa Pereira]], [[PHONE_E164|+55 11 97654-3210]].`,
  // 57 bank statement, Turkey / Greece
  `[[ORG|Garanti BBVA]] — Hesap Özeti
Müşteri: [[PERSON|Burak Aydın]]
IBAN: [[IBAN|TR96 7885 9082 6345 7833 8448 08]]

01.11  Maaş [[ORG|Turkcell İletişim Hizmetleri A.Ş.]]          +62.400,00 TL
05.11  FAST [[PERSON|Zeynep Aydın]] aidat                        -2.500,00 TL
13.11  SWIFT [[IBAN|GR71 8006 2732 2980 2366 8031 245]] [[PERSON|Κωνσταντίνος Ραφαηλίδης]]   -9.200,00 TL
20.11  Kredi kartı ödemesi Visa                              -8.114,35 TL
Bakiye: 31.902,77 TL`,
  // 58 CV, USA
  `[[PERSON|Hope Wallace-Nakamura]]
Seattle, WA · [[PHONE_E164|206.555.0191]] · [[EMAIL|hope.wn@fastmail.com]] · [[URL|hopewallace.dev]]

EXPERIENCE
Principal Engineer, [[ORG|Zillow Group, Inc.]] — 2021–present
Senior SDE, [[ORG|Expedia, Inc.]] — 2016–2021
Intern, [[ORG|Boeing Company]] — summer 2014

EDUCATION
B.S. Computer Engineering, [[ORG|University of Washington]], 2015

Mentor for Summer of Code; coach with [[PERSON|Bill Okonjo]] at a robotics club.`,
  // 59 bank statement, look-alikes only
  negative(`Reconciliation report — batch 2026-11-24 (test environment)
Rejected items:
  1. IBAN NL45 UCDX 5574 7520 52 — checksum failed
  2. Card 6011 5161 1953 2075 — Luhn failed
  3. SSN 912-44-1120 — area 9xx not issued
  4. Aadhaar 1023 4567 8901 — cannot start with 1
Statement id ST-88120-A, engine v4.11.2.0, host build 12.3.4.5.
Total rejected: EUR 18.440,00. Verification code sent to operator: 664201.`),
  // 60 e-mail, Greek
  `Από: [[PERSON|Γιάννης Οικονόμου]] <[[EMAIL|g.oikonomou@cretanolive.gr]]>
Προς: [[PERSON|Αικατερίνη Βλάχου]]
Θέμα: Τιμολόγιο 2026/904

Καλημέρα κυρία [[PERSON|Βλάχου]],

Η [[ORG|Cretan Olive Α.Ε.]] έστειλε το τιμολόγιο. Για οποιαδήποτε απορία καλέστε με στο [[PHONE_E164|+30 697 880 1144]] ή στο γραφείο [[PHONE_E164|2810 345 678]].

Με εκτίμηση,
[[PERSON|Γιάννης Οικονόμου]]`,
  // 61 support ticket, US fraud review
  `FRAUD QUEUE — case FQ-2026-11-2087
Customer: [[PERSON|Brandon Kessler]]   Phone: [[PHONE_E164|+1 (720) 555-0153]]
Instruments:
  Mastercard [[CREDIT_CARD|5447 9647 5734 4756]] (active)
  Amex [[CREDIT_CARD|3798 158018 62974]] (added 11/20 — suspicious)
  Visa 4382 7819 1543 4548 (rejected at entry, Luhn)
Merchant: [[ORG|Front Range Outfitters LLC]], $1,486.20, auth 7QX20B.
ID check passed with SSN [[SSN|605-81-2297]] and date of birth [[DATE_OF_BIRTH|07/30/1979]]. Session from [[IPV4|98.207.14.66]]; previous login [[IPV4|98.207.14.3]].
Analyst: [[PERSON|Keisha Ramsey]]`,
  // 62 e-mail, Romania / Bulgaria
  `From: [[PERSON|Elena Dumitrescu]] <[[EMAIL|elena.dumitrescu@danubeagro.ro]]>
To: [[PERSON|Georgi Petkov]] <[[EMAIL|g.petkov@sofiagrain.bg]]>
Subject: Confirmare plată contract 88/2026

Stimate domnule [[PERSON|Petkov]],

[[ORG|Danube Agro SA]] a transferat suma de EUR 64.000 din contul [[IBAN|RO20 OMZO 4678 1690 9011 5837]] către [[ORG|Sofia Grain AD]], IBAN [[IBAN|BG09 YDMP 0463 2712 3184 73]].
Pentru întrebări: [[PHONE_E164|+40 744 556 221]].

Cu respect,
[[PERSON|Elena Dumitrescu]]`,
  // 63 chat log, hospital IT
  `#clinical-systems
[[PERSON|amara diallo]]: lab interface on [[IPV4|10.210.7.14]] stopped sending HL7
[[PERSON|jonas weber]]: checking. the backup at [[IPV4|10.210.7.15]] is up
[[PERSON|amara diallo]]: vendor is [[ORG|Cerner Corporation]]? or [[ORG|Epic Systems Corporation]] for this site?
[[PERSON|jonas weber]]: [[ORG|cerner]]. support [[PHONE_E164|+1 816 221 1024]], case 05512077
[[PERSON|amara diallo]]: thx. interface engine 6.0.3.12 again i bet`,
  // 64 clinical note, Mexico
  `NOTA DE EGRESO — [[ORG|Hospital Ángeles Lomas]]
Paciente: [[PERSON|Rosa María Villarreal Garza]]   Expediente: [[MRN|HAL-3390127]]
Fecha de nacimiento: [[DATE_OF_BIRTH|5 de julio de 1958]]

Ingresó el 12/11/2026 por colecistitis aguda. Colecistectomía laparoscópica por el Dr. [[PERSON|Emilio Zambrano]] sin complicaciones. Egreso el 15/11/2026.
Familiar responsable: hijo, [[PERSON|Diego Garza Villarreal]], [[PHONE_E164|+52 55 4123 9876]]. Consultorio: [[PHONE_E164|55 5246 5000]].`,
  // 65 card statement, US
  `[[ORG|Citibank, N.A.]] — Custom Cash Card statement
[[PERSON|Morgan E. Whitaker]] · Account ending 8860
Card [[CREDIT_CARD|2221 1215 0323 8860]]
Closing date 11/18/2026 · Payment due 12/15/2026

10/21  [[ORG|Costco Wholesale Corporation]] #0412       $214.66
10/25  WINTER CLEARANCE OUTLET                       $59.00
11/03  [[ORG|United Airlines, Inc.]]                   $438.20
11/08  Payment received – thank you                 -$700.00
Customer service: [[PHONE_E164|1-888-766-2484]]`,
  // 66 CV, Dutch
  `CV
[[PERSON|Fleur van der Meulen]]
Geboren: [[DATE_OF_BIRTH|2 april 1991]], Utrecht
Mobiel: [[PHONE_E164|06 87 65 43 21]] · E-mail: [[EMAIL|fleur.vdmeulen@ziggo.nl]]

Werkervaring
2020–nu     Data Engineer, [[ORG|ASML Netherlands B.V.]], Veldhoven
2016–2020   BI-ontwikkelaar, [[ORG|Coöperatieve Rabobank U.A.]]
2014–2016   Junior analist, [[ORG|Albert Heijn B.V.]]

Opleiding: MSc Data Science, [[ORG|Universiteit Utrecht]]
Referentie: [[PERSON|Sem de Boer]], [[PHONE_E164|030 253 3550]]`,
  // 67 support ticket, India PAN / Aadhaar
  `Ticket #IN-30914 — PAN-Aadhaar link failed
Customer: [[PERSON|Arundhati Sen]]
Mobile: [[PHONE_E164|+91 70440 19283]] · Email: [[EMAIL|arundhati.sen@yahoo.co.in]]

Customer message: "PAN [[NATIONAL_ID|AFHPS2287D]] ko Aadhaar [[NATIONAL_ID|5451 0473 6307]] se link karne par error aata hai."
Agent [[PERSON|Deepak Chauhan]]: the name on PAN is "[[PERSON|ARUNDHATI SEN]]", on Aadhaar "[[PERSON|Arundhati Sengupta]]". Her employer [[ORG|Brahmaputra Tea Estates Pvt Ltd]] (company PAN [[NATIONAL_ID|AAGCB9014H]]) was asked for a letter. The earlier form had Aadhaar 5451 0473 6308 (typo).`,
  // 68 e-mail, Baltics
  `From: [[PERSON|Mārtiņš Ozols]] <[[EMAIL|martins.ozols@amberline.lv]]>
To: [[PERSON|Rūta Kazlauskienė]]; [[PERSON|Karl-Erik Saar]]
Subject: New settlement accounts

Sveiki!

From December the group uses:
- [[ORG|SIA Amberline]]: [[IBAN|LV88 PDKF 8538 0286 7065 4]]
- [[ORG|UAB Amberline Baltic]]: [[IBAN|LT08 7110 6396 5767 0627]]
- [[ORG|Amberline Eesti OÜ]]: [[IBAN|EE37 2227 8654 3135 1435]]
Questions: [[PHONE_E164|+371 2912 3456]].

[[PERSON|Mārtiņš]]`,
  // 69 chat log, WhatsApp, Hindi-English
  `[21/11/26, 08:02] [[PERSON|Pooja Iyer]]: [[PERSON|karan]], aaj ka demo [[ORG|Skylark Infotech Pvt Ltd]] ke saath hai na?
[21/11/26, 08:04] [[PERSON|Karan Malhotra]]: haan. unke CTO [[PERSON|Nikhil Bhatia]] join karenge, number [[PHONE_E164|+91 88001 45672]]
[21/11/26, 08:05] [[PERSON|Pooja Iyer]]: theek hai. mujhe ek OTP 551902 aaya, tumne kuch book kiya?
[21/11/26, 08:06] [[PERSON|Karan Malhotra]]: haan cab ka tha 😅
[21/11/26, 08:09] [[PERSON|रमेश]]: मैं दस बजे तक पहुँच जाऊँगा, [[PERSON|अनीता]] जी भी आएँगी`,
  // 70 clinical note, US behavioural health
  `INTAKE NOTE — [[ORG|Sheppard Pratt Health System]]
Name: [[PERSON|Tristan Oduya]]   MRN: [[MRN|SP-4417092]]   DOB: [[DATE_OF_BIRTH|December 9, 2003]]
SSN: [[SSN|356-27-8140]]   Insurance: [[ORG|CareFirst BlueCross BlueShield]]
Emergency contact: [[PERSON|Mark Oduya]] (uncle), [[PHONE_E164|410-555-0196]]

Presenting problem: anxiety and insomnia since starting university at [[ORG|Johns Hopkins University]]. GAD-7 = 15. Plan: CBT weekly with [[PERSON|Summer Delacroix]], LCPC; sleep hygiene; review in 4 weeks.`,
  // 71 bank statement, UAE / Kuwait / Qatar
  `[[ORG|Abu Dhabi Commercial Bank PJSC]] — Statement of Account
Customer: [[PERSON|سالم راشد الكعبي]] ([[PERSON|Salem Al Kaabi]])
IBAN: [[IBAN|AE50 4749 2242 0822 1040 874]]

02/11  Salary [[ORG|Emirates Global Aluminium PJSC]]          +38,200.00 AED
06/11  Transfer to [[PERSON|Rania Khoury]] [[IBAN|SA54 7640 2514 2359 5224 2238]]   -6,000.00
15/11  Transfer to [[IBAN|QA71 UJBP 2091 4089 1460 4562 2703 7]]   -4,250.00
19/11  POS purchase – Dubai Mall winter sale               -1,120.00
Closing balance 52,884.19 AED`,
  // 72 CV, Japan
  `職務経歴書
氏名：[[PERSON|森田 健太郎]]
生年月日：[[DATE_OF_BIRTH|1988年11月3日]]
連絡先：[[PHONE_E164|070-2468-1357]]　[[EMAIL|kentaro.morita@outlook.jp]]

職歴
2011年4月　[[ORG|トヨタ自動車株式会社]] 入社（生産技術）
2019年7月　[[ORG|株式会社ディー・エヌ・エー]] 入社（データアナリスト）

学歴
2011年3月　[[ORG|名古屋大学]] 大学院 工学研究科 修了`,
  // 73 support ticket, UK payroll with NINO
  `Ticket 772019 — RTI submission rejected
Org: [[ORG|Marlowe & Finch Solicitors LLP]]
Reporter: [[PERSON|Poppy Ashworth]] <[[EMAIL|poppy.ashworth@marlowefinch.co.uk]]>, [[PHONE_E164|0113 496 0415]]

[[ORG|HMRC]] rejected the FPS because [[PERSON|Nathaniel Brooks]]'s NI number was entered as NT 12 34 56 A (not a valid prefix). The correct one is [[NATIONAL_ID|CR294761A]]. [[PERSON|Imogen Clarke]]'s record ([[NATIONAL_ID|TL 80 44 19 C]]) is fine.
Firm card for the upgrade: [[CREDIT_CARD|5536 8094 1514 2153]].`,
  // 74 e-mail, Slovenia / Croatia / Serbia
  `Od: [[PERSON|Nina Kranjc]] <[[EMAIL|nina.kranjc@julijske-vile.si]]>
Za: [[PERSON|Dragan Petrović]]
Zadeva: Avans za skupino 2026-DEC

Spoštovani gospod [[PERSON|Petrović]],

prosimo za nakazilo avansa na račun [[ORG|Julijske Vile d.o.o.]]: [[IBAN|SI98 3148 2058 0444 696]]. Hrvaški partner [[ORG|Dalmacija Travel d.o.o.]] naj plača s [[IBAN|HR81 0138 0087 0096 1385 4]].
Telefon: [[PHONE_E164|+386 41 234 567]].

Lep pozdrav,
[[PERSON|Nina Kranjc]]`,
  // 75 chat log, community, lower-case and words
  `[[PERSON|grace tanaka-reid]]: stream starts in 10, link is [[URL|youtube.com/@gracetr]]
[[PERSON|bill okonjo]]: can't wait. will you do the q&a after?
[[PERSON|grace tanaka-reid]]: yes! drop questions in [[URL|https://forms.gle/q8PxW2Lr]]
[[PERSON|will baptiste]]: mark me as attending lol
[[PERSON|bill okonjo]]: ha. the bill for the venue came in btw, patch notes 2.8.1.4 are up too`,
  // 76 clinical note, Taiwan
  `檢驗報告 — [[ORG|臺大醫院]]
病人：[[PERSON|林志明]]（[[PERSON|LIN Chih-Ming]]）　病歷號：[[MRN|NTUH-8832014]]　出生日期：[[DATE_OF_BIRTH|1964/02/29]]
申請醫師：[[PERSON|黃怡君]] 醫師

空腹血糖 132 mg/dL、HbA1c 7.4%、LDL 118 mg/dL
備註：結果已通知個案管理師 [[PERSON|吳佩珊]]，門診電話 [[PHONE_E164|(02) 2312-3456]]。`,
  // 77 bank statement, Iceland / Ukraine / Kazakhstan
  `[[ORG|Íslandsbanki hf.]] — Reikningsyfirlit
Reikningseigandi: [[PERSON|Einar Þórsson]]
IBAN: [[IBAN|IS84 4408 3116 1430 7302 8975 46]]

04.11  Laun [[ORG|Össur hf.]]                               +934.200 ISK
08.11  Millifærsla til [[PERSON|Андрій Коваленко]] [[IBAN|UA29 2571 3389 0538 5274 7147 5293 0]]   -110.000 ISK
16.11  Millifærsla til [[PERSON|Айгерим Нурланова]] [[IBAN|KZ03 0228 2859 6969 2929]]   -75.000 ISK
23.11  Kortagreiðsla Mastercard ****7712                     -22.480 ISK
Staða: 1.488.301 ISK`,
  // 78 CV, Peru
  `CURRÍCULUM VITAE
[[PERSON|Mateo Quispe Huamán]]
Lima, Perú · [[PHONE_E164|+51 987 654 321]] · [[EMAIL|mateo.quispe@gmail.com]]
Fecha de nacimiento: [[DATE_OF_BIRTH|14/02/1992]]

Experiencia
2021–actualidad  Ingeniero de datos, [[ORG|Credicorp Ltd.]]
2017–2021        Analista, [[ORG|Alicorp S.A.A.]]
2016             Practicante, [[ORG|Minera Los Andes S.A.C.]]

Referencias: Ing. [[PERSON|Lucía Paredes]], [[PHONE_E164|(01) 411 2200]]`,
  // 79 support ticket, Hungary
  `Ticket #HU-4481
Ügyfél: [[ORG|Tisza Elektronika Zrt.]]
Kapcsolattartó: [[PERSON|Varga Krisztina]], [[PHONE_E164|+36 1 555 0142]], [[EMAIL|varga.krisztina@tiszaelektronika.hu]]

Agent [[PERSON|Jonathan Meier]] (translated): the Visa [[CREDIT_CARD|4114 9663 3180 8919 035]] was declined for the renewal (HUF 890 000). Subsidiary [[ORG|Tisza Szerviz Kft.]] will pay by transfer. Licence LK-7P3R-19ZZ-QA02 unaffected.`,
  // 80 e-mail, Australian freelancer
  `From: [[PERSON|Lachlan Fitzroy]] <[[EMAIL|lachlan@fitzroyfilms.com.au]]>
To: [[PERSON|Priyanka Menon]]
Subject: Reel + day rate

Hi [[PERSON|Priyanka]],

Great to chat. My reel is at [[URL|vimeo.com/fitzroyfilms/reel2026]] and past work at [[URL|fitzroyfilms.com.au/work]]. I bill through [[ORG|Fitzroy Films Pty Ltd]]; day rate AUD 1,400 + GST.
Mobile [[PHONE_E164|0438 912 774]], studio [[PHONE_E164|(03) 9421 6650]].

Cheers,
[[PERSON|Lachlan]]`,
  // 81 chat log, support escalation with bare SSN
  `[[PERSON|agent_reyes]] 15:41  caller says her ssn is [[SSN|142906631]], verify pls
[[PERSON|Dana Whitfield]] 15:42  matches [[PERSON|Loretta Simmons]] on file
[[PERSON|agent_reyes]] 15:42  she wants the refund on Discover [[CREDIT_CARD|6011 0569 9673 0327]]
[[PERSON|Dana Whitfield]] 15:44  approved, ref RF-330817. the code 208814 is only valid for 10 min`,
  // 82 clinical note, Malta / Cyprus
  `OUTPATIENT NOTE — [[ORG|Nicosia General Hospital]]
Patient: [[PERSON|Χρυσάνθη Ιωάννου]]   Hospital no.: [[MRN|NGH-204471]]   DOB: [[DATE_OF_BIRTH|13/05/1977]]
Husband [[PERSON|Marios Ioannou]] present.

Follow-up after thyroidectomy; calcium normal. Private invoice payable to [[IBAN|CY89 5703 6789 4593 2830 5656 5712]]; patient's Maltese insurer pays from [[IBAN|MT75 TRVQ 2705 1130 5890 8052 2106 128]].
Patient mobile: [[PHONE_E164|+357 96 554 210]].`,
  // 83 bank statement, Pakistan / Mauritius / Jordan
  `[[ORG|Meezan Bank Limited]] — Account Statement
Title: [[PERSON|Bilal Ahmed Khan]]
IBAN: [[IBAN|PK66 ANEU 1242 0291 2979 1313]]

03-11  Home remittance from [[PERSON|Samir Nassar]] [[IBAN|JO06 RMNX 0620 2800 9949 0261 1328 49]]   +PKR 240,000
09-11  Transfer to [[ORG|SBM Bank (Mauritius) Ltd]] [[IBAN|MU63 QFTJ 8871 1832 3518 9354 000M UR]]   -PKR 120,000
17-11  [[ORG|SNGPL]] gas bill consumer no. 7712 0045 8831          -PKR 5,180
Call centre [[PHONE_E164|+92 21 111 331 331]]`,
  // 84 CV, Norway / Denmark
  `[[PERSON|Sigrid Aasland]]
Bergen · [[PHONE_E164|+47 415 22 908]] · [[EMAIL|sigrid.aasland@gmail.com]] · [[URL|https://sigridaasland.no]]

Work
2021–   Senior Geologist, [[ORG|Equinor ASA]]
2017–21 Geologist, [[ORG|Aker BP ASA]]
2016    Summer intern, [[ORG|Mærsk Drilling A/S]], Copenhagen

Education: MSc Petroleum Geoscience, [[ORG|Universitetet i Bergen]]
Referee: [[PERSON|Henrik Dahl]], [[PHONE_E164|55 58 20 00]]`,
  // 85 support ticket, look-alikes and one person
  `Ticket #9120 — Card brand logo wrong
Reporter: [[PERSON|Yusuf Demirci]]
Paying with Mastercard shows the Visa logo on checkout 4.2.0.19. Test card 5500 0000 0000 0005 (bad Luhn) declines as expected. Order 20261124-0117, invoice INV-90044, total €142,00. An invalid SSN 000-88-2231 in the test form was correctly refused. One-time code 620481 arrived after 4 minutes.`,
  // 86 e-mail thread, long, French / English
  `De : [[PERSON|Hélène Garnier]] <[[EMAIL|helene.garnier@verrerie-saint-just.fr]]>
À : [[PERSON|Rajiv Malhotra]] <[[EMAIL|rajiv.malhotra@lumina-interiors.co.uk]]>
Cc : [[PERSON|Bastien Roche]]
Objet : RE: Commande 2026-VSJ-211 – vitraux pour l'hôtel de Bath

Bonjour [[PERSON|Rajiv]],

Suite à notre échange de ce matin, voici ce qui est convenu :
1. [[ORG|Verrerie de Saint-Just SAS]] expédie les 28 panneaux le 8 décembre via [[ORG|Geodis SA]], lettre de voiture GEO-77120-FR.
2. [[ORG|Lumina Interiors Limited]] règle 50 % à l'expédition sur notre compte [[IBAN|FR20 2550 3034 91IC 4680 7510 678]], le solde à 45 jours.
3. Mon collègue [[PERSON|Bastien Roche]] (poseur, [[PHONE_E164|+33 4 77 52 18 60]]) sera sur le chantier du 14 au 16 décembre.

Merci de noter notre nouveau numéro de TVA ; la facture FA-2026-1187 est annulée.

Bien cordialement / best regards,
[[PERSON|Hélène Garnier]]
Responsable export · [[PHONE_E164|04 77 52 18 00]] · [[URL|www.verrerie-saint-just.fr]]

-----Message d'origine-----
De : [[PERSON|Rajiv Malhotra]]
Envoyé : mardi 24 novembre 2026 16:05
Objet : Commande 2026-VSJ-211

Hi [[PERSON|Hélène]], could you confirm the dispatch date? Our client, [[PERSON|Victoria Ashby-Lowe]] of [[ORG|Ashby Hotels Group plc]], opens on 20 December. Office [[PHONE_E164|+44 1225 480 331]], mobile [[PHONE_E164|07956 412083]].
Thanks, [[PERSON|Raj]]`,
  // 87 clinical note, long, Australia
  `ADMISSION NOTE — [[ORG|Royal Prince Alfred Hospital]], Sydney
Patient: [[PERSON|Dorothy Mae Fitzgerald]]     MRN: [[MRN|RPA 0915527]]     DOB: [[DATE_OF_BIRTH|17/12/1938]]
Admitted: 22/11/2026     Admitting officer: Dr [[PERSON|Anand Krishnan]]     GP: Dr [[PERSON|Mei Chen]], [[ORG|Glebe Family Medical Centre]], [[PHONE_E164|(02) 9660 3311]]

PRESENTING COMPLAINT: Fall at home, unable to weight-bear on the right leg.

HISTORY: 87-year-old woman found on the floor by her neighbour after an unwitnessed fall, down for about 6 hours. Background of osteoporosis, hypertension, mild cognitive impairment. Lives alone with a cat; home care via [[ORG|Uniting NSW.ACT]] twice a week.

SOCIAL: Son [[PERSON|Graham Fitzgerald]] (enduring guardian), mobile [[PHONE_E164|0419 552 804]]; daughter [[PERSON|Summer Fitzgerald-Hale]] in Perth, [[PHONE_E164|+61 8 9321 4470]]. Retired nurse from [[ORG|St Vincent's Hospital Sydney]].

MEDICATIONS: amlodipine 5 mg, denosumab 6-monthly, vitamin D 1000 IU, donepezil 5 mg.
ALLERGIES: codeine (nausea).

EXAMINATION: HR 96, BP 162/88, afebrile. Right leg shortened and externally rotated. Bruising over the right hip.
INVESTIGATIONS: X-ray: displaced right intracapsular neck of femur fracture. CK 1240. Hb 118.

PLAN: Orthopaedics (Dr [[PERSON|Hamish Blackwood]]) for hemiarthroplasty tomorrow. Fasting from midnight, IV fluids, fascia iliaca block. Geriatric co-management; delirium precautions. Social work referral before discharge planning; family meeting with [[PERSON|Graham Fitzgerald]] on 24/11/2026.`,
  // 88 bank statement, long, Canada
  `[[ORG|Royal Bank of Canada]] — Chequing account statement
[[PERSON|Jean-François Tremblay]]
118 rue Sainte-Catherine Est, Montréal QC H2X 1K9
Transit 00412 · Account 5123987 · Statement period Oct 1 – Oct 31, 2026

Date     Description                                          Withdrawals   Deposits    Balance
Oct 01   Opening balance                                                                3,207.55
Oct 01   Payroll deposit [[ORG|Bombardier Inc.]]                                 4,118.20   7,325.75
Oct 02   e-Transfer to [[PERSON|Mélanie Gagnon]] "loyer octobre"   1,450.00                5,875.75
Oct 04   Pre-authorized debit [[ORG|Hydro-Québec]]                  118.40                5,757.35
Oct 07   Interac purchase [[ORG|Metro Richelieu Inc.]]               92.16                5,665.19
Oct 10   e-Transfer from [[PERSON|Will Okafor]] "hockey pool"                       40.00   5,705.19
Oct 13   Bill payment [[ORG|Bell Canada]]                            89.95                5,615.24
Oct 17   Visa payment – thank you                                   600.00                5,015.24
Oct 22   Interac purchase [[ORG|Grace's Bakery]]                     14.25                5,000.99
Oct 25   e-Transfer to [[PERSON|Hope Nakashima]] "ski trip"         220.00                4,780.99
Oct 29   Pre-authorized debit [[ORG|Intact Insurance Company]]      134.70                4,646.29
Oct 31   Monthly fee                                                  4.00                4,642.29

Questions? [[PHONE_E164|1-800-769-2511]]. RBC will never ask you for a one-time passcode by phone.`,
  // 89 CV, long, Germany / Poland
  `LEBENSLAUF

[[PERSON|Magdalena Kowalczyk-Brandt]]
Hamburg · [[PHONE_E164|+49 160 9182 7735]] · [[PHONE_E164|+48 512 884 019]]
[[EMAIL|m.kowalczyk.brandt@gmx.de]] · [[URL|gitlab.com/mkbrandt]] · [[URL|https://mkb.engineering]]
Geburtsdatum: [[DATE_OF_BIRTH|09.09.1989]] · Staatsangehörigkeit: polnisch

PROFIL
Backend-Entwicklerin mit 11 Jahren Erfahrung in Logistik- und Zahlungssystemen; verantwortlich für Schnittstellen zu Visa, Mastercard und SEPA.

BERUFSERFAHRUNG
2021–heute   Engineering Managerin, [[ORG|Otto GmbH & Co KG]], Hamburg
             - Checkout-Plattform, 9 Entwickler:innen; Latenz p99 halbiert.
2017–2021    Senior Entwicklerin, [[ORG|Hapag-Lloyd AG]]
             - Buchungs-API; Code-Reviews mit [[PERSON|Jan-Hendrik Vogt]].
2014–2017    Entwicklerin, [[ORG|Allegro sp. z o.o.]], Poznań
2012–2014    Praktikantin, [[ORG|Asseco Poland S.A.]]

AUSBILDUNG
2014  M.Sc. Informatik, [[ORG|Politechnika Poznańska]]
2012  Erasmus, [[ORG|Technische Universität Hamburg]]

SPRACHEN  Polnisch (Muttersprache), Deutsch (C2), Englisch (C1)

REFERENZEN
Dr. [[PERSON|Kai Lindemann]] – ehem. CTO, [[EMAIL|kai.lindemann@referenz.example.de]]
[[PERSON|Agata Wiśniewska]] – Teamleiterin, [[ORG|Allegro]], [[PHONE_E164|61 627 40 00]]`,
  // 90 support ticket thread, long, Malaysia / Australia
  `Ticket #MY-AU-33018 — Refund not received (3 messages)

[1] 2026-11-19 14:22 · [[PERSON|Siti Nurhaliza Abdullah]] <[[EMAIL|siti.nurhaliza@gmail.com]]>
Hi, I returned the espresso machine to [[ORG|Crema Appliances Pty Ltd]] on 2 Nov (return RMA-88410). The refund of AUD 649.00 to my card [[CREDIT_CARD|5190 4304 4955 1850]] has not arrived. Please call me on [[PHONE_E164|+60 12-408 7719]].

[2] 2026-11-19 16:05 · Agent [[PERSON|Jack Thornton]] ([[ORG|Crema Appliances Pty Ltd]], Melbourne)
Hi [[PERSON|Siti]], sorry for the wait. The refund was sent to card 5190 4304 4955 1851, which looks like a typo on the return form. Our payments lead [[PERSON|Olivia Tran]] ([[PHONE_E164|(03) 8652 1190]]) will reverse it and resend.

[3] 2026-11-20 09:48 · [[PERSON|Siti Nurhaliza Abdullah]]
Thank you. If it's easier, you can also pay to my husband's account at [[ORG|Maybank Berhad]] — his name is [[PERSON|Ahmad Faiz bin Osman]], [[EMAIL|ahmadfaiz.osman@yahoo.com]]. Your SMS code 771203 expired before I could use it.`,
  // 91 support ticket, firewall logs with IPs and URLs
  `Ticket #SOC-9127 — credential stuffing on the customer portal
Reporter: [[PERSON|Tanvir Hossain]] ([[ORG|Meghna Fintech Limited]]), [[EMAIL|tanvir.hossain@meghnafintech.com.bd]]

Firewall excerpt (UTC):
2026-11-23 03:02:44  DENY  src=[[IPV4|45.134.26.19]]  dst=[[IPV4|103.48.16.70]]:443  rule=geo-block
2026-11-23 03:02:51  ALLOW src=[[IPV4|45.134.26.22]]  dst=[[IPV4|103.48.16.70]]:443  user=[[EMAIL|accounts@padma-textiles.com.bd]]
2026-11-23 03:04:10  ALLOW src=[[IPV4|45.134.26.22]]  GET /statements/download
Landing page: [[URL|https://portal.meghnafintech.com.bd/login?next=%2Fstatements]]
WAF version 5.3.0.12. Dropper hosted at [[URL|cdn-mirror.example.org/x/upd.bin]].
Please verify with [[PERSON|Farhana Akter]] at [[ORG|Padma Textiles]] ([[PHONE_E164|+880 1711 223344]]).`,
  // 92 e-mail, US onboarding with SSNs
  `From: [[PERSON|Trevor McAllen]] <[[EMAIL|trevor.mcallen@cascadia-roofing.com]]>
To: [[EMAIL|onboarding@gusto-client.example.com]]
Subject: New employees starting 12/08

Hello,

Please add these employees to [[ORG|Cascadia Roofing & Gutters, Inc.]] payroll:
- [[PERSON|Yesenia Morales]], SSN [[SSN|821-03-5569]], born [[DATE_OF_BIRTH|1997-04-22]]
- [[PERSON|Jamal Whitaker-Boyd]], SSN [[SSN|270 15 4408]], born [[DATE_OF_BIRTH|1990-12-05]]
- [[PERSON|Harrison Lowe]]: his Social Security number is [[SSN|455921736]]. He first wrote 455-92-173 which is incomplete.
Everyone starts 12/08/2026; that's the hire date. Reach me at [[PHONE_E164|(971) 555-0124]].

Regards,
[[PERSON|Trevor]]`,
  // 93 support ticket, card disputes
  `Chargeback queue CQ-2026-11-23 (owner: [[PERSON|Naomi Feldstein]])
a) [[CREDIT_CARD|5247 1340 7359 5216]] — [[ORG|Harbor Freight Logistics Inc.]], $918.30, code 4855
b) [[CREDIT_CARD|3431 155936 81465]] — [[ORG|Olive & Thyme Bistro LLC]], $64.10, code C28
c) [[CREDIT_CARD|6219 8930 4430 3842]] — [[ORG|Guangzhou Pearl River Electronics Co., Ltd.]], $2,075.00, code 4834
d) [[CREDIT_CARD|3616 566268 8745]] — [[ORG|Hotel Alcázar S.L.]], €512.40, code 10.3
e) 5272 6041 8975 3932 — bounced (bad check digit); resubmitted as [[CREDIT_CARD|5272 6041 8975 3931]]
Contact for (c): [[PERSON|Liang Xiaoyu]], [[PHONE_E164|+86 20 8733 6620]]. Evidence folder [[URL|https://chargebacks.ops.example/queue/CQ-2026-11-23]].`,
  // 94 chat log, KYC with PAN and Aadhaar
  `verify_assistant: Hello! Please enter your PAN card number.
[[PERSON|anjali deshmukh]]: [[NATIONAL_ID|CPTPD6614E]]
verify_assistant: Thank you. Please enter your Aadhaar number.
[[PERSON|anjali deshmukh]]: [[NATIONAL_ID|4674 7561 9666]]
verify_assistant: Is this for the firm [[ORG|Deshmukh & Associates]] (PAN [[NATIONAL_ID|AABFD3321J]])?
[[PERSON|anjali deshmukh]]: yes. my brother [[PERSON|Rohan Deshmukh]] is also a partner, aadhaar [[NATIONAL_ID|2175 3909 9658]]
verify_assistant: Thanks. We will call [[PHONE_E164|+91 98220 71654]]. Ref VER-55231-IN; OTP 190374 valid for 5 minutes.`,
  // 95 e-mail, UK HR with NINOs
  `From: [[PERSON|Eleanor Whitcombe]] <[[EMAIL|e.whitcombe@moorside-schools.org.uk]]>
To: [[EMAIL|payroll@moorside-schools.org.uk]]
Subject: Supply teachers – NI numbers (December)

Dear Payroll,

For December at [[ORG|Moorside Academy Trust]], the supply agency ([[ORG|ClassCover Staffing Ltd]]) has sent:
- [[PERSON|Oluwatobi Bankole]] — NI [[NATIONAL_ID|JE 91 38 05 A]]
- [[PERSON|Zuzana Horváthová]] — NI [[NATIONAL_ID|WP226174C]]
- [[PERSON|Fergus Doyle]] — awaiting NI; the placeholder BG 00 00 00 A on his form is not valid.
Forms: [[URL|moorside-schools.org.uk/hr/supply-forms]]. Phone [[PHONE_E164|01274 639 410]].

[[PERSON|Eleanor]]`,
  // 96 bank statement, Thailand
  `[[ORG|ธนาคารกสิกรไทย จำกัด (มหาชน)]] — รายการเดินบัญชี พฤศจิกายน 2569
ชื่อบัญชี: [[PERSON|ศิริพร บุญมา]] ([[PERSON|Siriporn Boonma]])

01/11  เงินเดือน [[ORG|บริษัท ไทยเบฟเวอเรจ จำกัด (มหาชน)]]        +42,500.00
04/11  โอนเงินให้ [[PERSON|ธนพล ศรีวงศ์]] พร้อมเพย์ [[PHONE_E164|089-456-1123]]   -3,000.00
10/11  ชำระค่าไฟ [[ORG|การไฟฟ้านครหลวง]]                    -1,284.50
18/11  ซื้อสินค้า Visa ****5521                          -2,390.00
ยอดคงเหลือ 61,218.44 บาท · สอบถาม [[PHONE_E164|02 888 8888]]`,
  // 97 e-mail, Israel / Jordan, Hebrew and Arabic names
  `From: [[PERSON|Dana Rosenberg]] <[[EMAIL|dana.r@galilee-olives.co.il]]>
To: [[PERSON|Khaled Nassar]] <[[EMAIL|k.nassar@petra-foods.jo]]>
Subject: Joint shipment – Haifa to Aqaba

שלום [[PERSON|חאלד]],
[[ORG|Galilee Olives Ltd]] confirms the 14-pallet shipment. Our logistics manager [[PERSON|אורי ברק]] ([[PHONE_E164|04-862-3310]]) will meet your driver, [[PERSON|محمد العلي]], at the crossing.
Payment to [[ORG|Petra Foods Company]] stays as agreed. My mobile: [[PHONE_E164|+972 52 618 4420]].

בברכה,
[[PERSON|דנה רוזנברג]]`,
];

/** The documents above that intentionally carry no gold value. */
export const HELDOUT_NEGATIVES: ReadonlySet<string> = negatives;
