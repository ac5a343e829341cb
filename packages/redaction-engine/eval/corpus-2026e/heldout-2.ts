// Corpus 2026e, part 2: held-out documents (issue 22, point 6; decision 0050). Never used while tuning:
// only the lead runs the engine on it, and only to report aggregate scores. See README-2.md.
// Each comment names the genre and the region the document is set in.
const NEGATIVES = new Set<string>();
/** Marks a document that holds only look-alikes and no gold value. */
function negative(doc: string): string {
  NEGATIVES.add(doc);
  return doc;
}

export const HELDOUT_E_2_CORPUS: readonly string[] = [
  // 1. discharge letter (GB)
  `Whitcombe Vale NHS Foundation Trust - Department of Respiratory Medicine
Ward 9B, direct line [[PHONE_E164|0117 496 9196]]

DISCHARGE SUMMARY
Patient: [[PERSON|Okonkwo-Reade, Adaeze]]    NHS No: [[MRN|116 675 7625]]
DOB: [[DATE_OF_BIRTH|14/02/1961]]   Hospital no: [[MRN|WV4471023]]
Admitted 03/11/2026, discharged 11/11/2026
Consultant: Dr [[PERSON|Piers Haldane]]   GP: Dr [[PERSON|Manpreet Sandhu]], [[ORG|Ashgrove Lane Surgery]]

Dear Dr [[PERSON|Sandhu]],
[[PERSON|Adaeze]] was admitted with an infective exacerbation of COPD. She improved on nebulisers and oral
steroids. Home O2 assessment booked with [[ORG|Avonside Community Respiratory Team]] on 24/11.
Her daughter [[PERSON|Chioma]] ([[PHONE_E164|07293 580131]]) is her main carer and has a copy.
Please review U&Es in one week. Pred 30 mg reducing course, 5 days left.

Regards,
[[PERSON|Rowan Fairlie]], FY2, for Dr [[PERSON|Haldane]]`,
  // 2. Arztbrief (DE)
  `[[ORG|Klinikum Hessenfels gGmbH]] · Medizinische Klinik II · Tel. [[PHONE_E164|06621 58-312]]

Sehr geehrte Frau Kollegin [[PERSON|Wendtland]],

wir berichten über Ihren Patienten Herrn [[PERSON|Jörg-Dieter Plötz]], geb. [[DATE_OF_BIRTH|03.09.1954]],
Pat.-Nr. [[MRN|00731846]], Fall-Nr. 2026114702, der sich vom 17.11. bis 24.11.2026 in unserer
stationären Behandlung befand.

Diagnosen: NSTEMI, koronare 2-Gefäßerkrankung, Z. n. PCI RIVA (DES).
Die Ehefrau, Frau [[PERSON|Hannelore Plötz]], ist unter [[PHONE_E164|+49 171 2043561]] erreichbar.
Kardiologische Reha bei der [[ORG|Rehaklinik Am Solberg]] ist beantragt; Rückfragen gern an
OA Dr. [[PERSON|Murat Köseoğlu]] oder das Sekretariat ([[EMAIL|kardio-sek@klinikum-hessenfels.de]]).

Mit freundlichen Grüßen
Prof. Dr. med. [[PERSON|Benedikt Auerhammer]]      [[PERSON|Svenja Rott]], Assistenzärztin`,
  // 3. lab report (US)
  `CASCADE RIDGE MEDICAL LABORATORIES  |  CLIA 05D2113874  |  ph [[PHONE_E164|(509) 301-7828]]
------------------------------------------------------------------
PATIENT: [[PERSON|DUBOIS-ARCHAMBAULT, LUCIEN R]]        MRN: [[MRN|CRM-00582913]]
DOB: [[DATE_OF_BIRTH|07/23/1948]]  SEX: M     ACCESSION: 26-332-04417
ORDERING: [[PERSON|KAVANAGH, TEODORA]] MD — [[ORG|Yakima Valley Family Practice]]
COLLECTED 11/26/2026 07:42   RECEIVED 11/26/2026 09:10
------------------------------------------------------------------
HbA1c            8.9 %   H   (4.0-5.6)
Glucose, fasting 171 mg/dL H
Creatinine       1.41 mg/dL H
eGFR             49 mL/min/1.73m2 L
------------------------------------------------------------------
Critical value phoned to [[PERSON|Bea]] (RN) 11/26 10:02 by [[PERSON|jmorrow]].
Questions: client services [[PHONE_E164|1-800-524-6942]]`,
  // 4. bank statement (FR)
  `[[ORG|Crédit Maritime de l'Estuaire]] — Relevé de compte n° 11
Titulaire : M. [[PERSON|Tanguy Le Bihan]] ou Mme [[PERSON|Soizic Le Bihan]]
IBAN : [[IBAN|FR45 2511 7629 5455 9721 8307 547]]   BIC : CMESFR2BXXX
Période du 01/10/2026 au 31/10/2026

02/10  PRLV SEPA [[ORG|EDENWAVE ENERGIE]]            -84,20
04/10  CB [[ORG|MARCHE KERVIDAN QUIMPERLE]] 03/10         -112,67
07/10  VIR SEPA RECU [[PERSON|LE BIHAN GWENDAL]]      +250,00
12/10  CB [[ORG|BRICO KERHUEL]] 11/10                  -49,90
15/10  PRLV [[ORG|MUTUELLE DES MARINS DU PONANT]]     -63,15
21/10  CB [[ORG|CAFE DU PORT RIEC]]                   -8,40
28/10  VIR [[ORG|SARL KERNEVEZ MENUISERIE]] SALAIRE   +1 842,33

Solde au 31/10 : 2 310,48 EUR
Votre conseiller : [[PERSON|Maëlle Guivarc'h]] — [[PHONE_E164|02 98 03 52 56]]`,
  // 5. loan sanction letter (IN)
  `[[ORG|Sahyagiri Urban Co-operative Bank Ltd.]]
Branch: Kothrud, Pune | Sanction Ref: SUCB/HL/2026/11/0884

To,
Mr. [[PERSON|Aniruddha Vishwanath Kulkarni]] & Mrs. [[PERSON|Pallavi Kulkarni]]

Sub: Sanction of Home Loan of Rs. 48,50,000/-

We are pleased to inform you that your application has been sanctioned. KYC on record:
  Applicant PAN: [[NATIONAL_ID|VQVPB7906U]]   Aadhaar: [[NATIONAL_ID|4775 3343 2982]]
  Co-applicant PAN: [[NATIONAL_ID|UWMPB4424E]]
  Date of birth (applicant): [[DATE_OF_BIRTH|19-06-1983]]
EMI of Rs. 41,612 will be debited on the 5th of each month by NACH from your salary account.
Employer confirmation received from [[ORG|Trident Autocomp Pvt Ltd]].

For queries contact your relationship officer [[PERSON|Snehal Deshpande]] on [[PHONE_E164|+91 81234 07683]]
or write to [[EMAIL|homeloans@sahyagiriurbanbank.in]].

Branch Manager`,
  // 6. invoice (NL)
  `FACTUUR 2026-0419
[[ORG|Hoveniersbedrijf Van Wijngaarden & Zn. B.V.]]
Molenweg 14, 3882 Putten · KvK 71220458 · BTW NL862204117B01
Tel. [[PHONE_E164|0341-504 242]] · [[URL|www.vanwijngaarden-tuinen.nl]]

Aan: [[ORG|VvE De Lindenhof]] t.a.v. mevrouw [[PERSON|Ilse Bruggink]]

Omschrijving                                   Bedrag
Snoeien lindebomen binnentuin (2 man, 6 uur)   € 540,00
Afvoer groenafval                              €  85,00
Subtotaal                                      € 625,00
BTW 21%                                        € 131,25
Totaal                                         € 756,25

Gelieve binnen 14 dagen over te maken op [[IBAN|NL55 IMJQ 5769 2244 21]] o.v.v. factuurnummer 2026-0419.
Vragen? Bel [[PERSON|Dirk]] op [[PHONE_E164|06-15802716]] of mail [[EMAIL|dirk@vanwijngaarden-tuinen.nl]].`,
  // 7. insurance claim form (US)
  `PINEHAVEN MUTUAL HEALTH — MEMBER CLAIM FORM (non-network provider)
Member name: [[PERSON|Reginald T. Abernathy-Soto]]     Member ID: PMH 774 210 985
SSN (last 4 not accepted, full required): [[SSN|202-81-7706]]
Date of birth: [[DATE_OF_BIRTH|March 3, 1972]]
Phone: [[PHONE_E164|(470) 221-9058]]   Email: [[EMAIL|rabernathysoto@mailbox.example.com]]
Patient (if not member): [[PERSON|Marisol Abernathy-Soto]], DOB [[DATE_OF_BIRTH|10/30/2009]]
Provider: [[ORG|Lakeshore Pediatric Allergy, PC]], Tax ID 58-3391027
Date of service: 10/14/2026   Amount billed: $385.00   Claim type: office visit
Paid by: card ending 4410
I certify the information is true. Signed: [[PERSON|R. Abernathy-Soto]], 11/20/2026`,
  // 8. CV 履歴書 (JP)
  `履 歴 書                        2026年11月20日現在
ふりがな　[[PERSON|さかきばら　みゆ]]
氏名　[[PERSON|榊原 美結]]
生年月日　[[DATE_OF_BIRTH|1996年8月17日]]生（満30歳）
現住所　〒460-0008 愛知県名古屋市中区栄3丁目
電話　[[PHONE_E164|090-1230-8391]]　メール　[[EMAIL|miyu.sakakibara96@kumo-mail.jp]]

学歴・職歴
2015年4月　[[ORG|中京外国語大学]] 外国語学部 入学
2019年3月　同 卒業
2019年4月　[[ORG|株式会社トーカイ精密]] 入社　海外営業部
2023年10月　[[ORG|ミナト物流ソリューションズ株式会社]] 入社　現在に至る

資格　TOEIC 905点（2024年）、日商簿記2級
本人希望記入欄　勤務地は名古屋市内を希望します。`,
  // 9. outpatient note (KR)
  `[[ORG|새솔대학교병원]] 내분비내과 외래 경과기록
등록번호: [[MRN|30418827]]     환자명: [[PERSON|봉서진]]     생년월일: [[DATE_OF_BIRTH|1979-03-22]] (여)
담당의: [[PERSON|한도윤]] 교수     기록: [[PERSON|박지아]] 전공의

S) 피로감, 체중 3kg 증가. 갑상선기능저하증 f/u.
O) TSH 7.8, fT4 0.9. BP 124/78.
A) 갑상선기능저하증, 용량 부족 의심
P) 레보티록신 75→100mcg 증량. 6주 후 TSH 재검.
   보호자(남편 [[PERSON|김태윤]]) 연락처 [[PHONE_E164|010-2009-7594]]로 검사 일정 문자 안내함.
   다음 예약 2027-01-08 10:30. 문의: 내분비내과 [[PHONE_E164|02-3742-1687]]`,
  // 10. extracto bancario (ES)
  `[[ORG|Caixa Rural del Maestrat]] · Extracto de cuenta corriente
Titular: [[PERSON|JOSEP VICENT ARNAU FERRER]]
IBAN [[IBAN|ES96 4111 7085 2856 9803 2738]]
Tarjeta asociada: [[CREDIT_CARD|4117 1003 1554 6630]] (débito)

Fecha   Concepto                                   Importe
03/11   BIZUM DE [[PERSON|NURIA BELTRAN]] cena viernes       +18,50
05/11   COMPRA [[ORG|SUPERMERCATS GUARDIOLA]] VINAROS                 -64,32
09/11   RECIBO [[ORG|AIGÜES DE BENICARLO SA]]            -27,80
14/11   TRANSF. A [[PERSON|Marta Ferrer Querol]] alquiler    -550,00
18/11   COMPRA [[ORG|FARMACIA LLOPIS]]                   -12,45
22/11   NÓMINA [[ORG|CERÁMICAS DEL MIJARES S.L.]]        +1.716,90

Saldo final: 2.104,17 €. Atención al cliente [[PHONE_E164|964 27 00 11]].`,
  // 11. KYC request letter (AE)
  `[[ORG|Khaleej Crescent Bank PJSC]] — Compliance / KYC Refresh
التاريخ: 25/11/2026

السيد [[PERSON|حمدان سالم الكتبي]] المحترم،
نرجو تحديث بيانات "اعرف عميلك" الخاصة بحسابكم رقم IBAN [[IBAN|AE47 2468 3645 0412 6502 233]] قبل 15/12/2026.
المستندات المطلوبة: صورة جواز السفر، الهوية الإماراتية سارية، شهادة راتب من [[ORG|مجموعة الواحة للمقاولات ذ.م.م]].
تاريخ الميلاد المسجل لدينا: [[DATE_OF_BIRTH|1988-01-09]] — يرجى التأكيد.

Dear Mr [[PERSON|Hamdan Al Ketbi]], please upload the documents at [[URL|https://kyc.khaleejcrescent.ae/refresh]]
or visit any branch. Your relationship manager [[PERSON|Priyanka Thekkedath]] can be reached on
[[PHONE_E164|+971 50 121 5235]] or [[PHONE_E164|04 831 6636]].`,
  // 12. support ticket (AU)
  `Ticket #HD-55219 | Priority: High | Queue: Network
From: [[PERSON|Lachlan Boyce]] <[[EMAIL|l.boyce@burrawangfreight.com.au]]>
Org: [[ORG|Burrawang Freight Pty Ltd]]

hi team, VPN from the Dubbo depot keeps dropping every ~10 min since the firmware push last night (fw 7.4.2.1).
Depot gateway is [[IPV4|59.131.131.58]], our public IP shows as [[IPV4|69.123.7.183]]. Tried rebooting twice.
Ring me on [[PHONE_E164|+61 447 771 327]] if you need to remote in — I'm in the yard most of the day.
cheers, [[PERSON|lachie]]

--- Internal note (agent [[PERSON|Tash Nguyen]]) ---
Same symptom as [[ORG|Wagga Cold Store]] last week. KB: [[URL|support.netsure.com.au/kb/ipsec-rekey]]
Escalated to [[PERSON|Bilal]] (L2). Landline at depot: [[PHONE_E164|(02) 6817 6913]]`,
  // 13. WhatsApp chat (BR)
  `[14:02] Tia [[PERSON|Neide]]: [[PERSON|Dudu]] vc pagou a conta de luz da casa da vó??
[14:05] [[PERSON|Eduardo Figueira]]: paguei ontem no pix, chave é o cel dela [[PHONE_E164|(11) 96127-2117]]
[14:05] [[PERSON|Eduardo Figueira]]: comprovante tá no email
[14:07] Tia [[PERSON|Neide]]: e a consulta dela no [[ORG|Hospital Santa Clara de Assis]]?
[14:09] [[PERSON|Eduardo Figueira]]: dia 4 às 8h com a dra [[PERSON|Renata Vilaça]]
[14:09] [[PERSON|Eduardo Figueira]]: o número do prontuário é [[MRN|HSCA-2209714]]
[14:10] Tia [[PERSON|Neide]]: anota tbm o telefone da clínica [[PHONE_E164|(31) 3578-5604]]
[14:12] [[PERSON|Eduardo Figueira]]: blz. o código q chegou por sms foi 558201, é pra confirmar agendamento
[14:13] Tia [[PERSON|Neide]]: 👍 beijo, fala pra [[PERSON|jaque]] me ligar`,
  // 14. discharge summary (IN)
  `[[ORG|Kaveri Tirtha Multispeciality Hospital]], Mysuru — DISCHARGE SUMMARY
UHID: [[MRN|KMH/2026/0148823]]     IP No: 26-11-0932
Name: [[PERSON|Lakshmi Narayanaswamy]]   Age/Sex: 67/F   DOB: [[DATE_OF_BIRTH|05.05.1959]]
Aadhaar (for PM-JAY): [[NATIONAL_ID|8867 8679 8358]]
Consultant: Dr. [[PERSON|Harsha Vardhan Gowda]] (MD, DM Neurology)
Date of admission: 12/11/2026    Date of discharge: 19/11/2026

Diagnosis: Acute ischaemic stroke, L MCA territory; HTN; T2DM.
Course: Thrombolysed within window. Mild residual right hand weakness. Physio advised.
Advice on discharge: Tab Aspirin 75 mg OD, Tab Atorvastatin 40 mg HS, BP log daily.
Review in OPD after 2 weeks with Dr. [[PERSON|Gowda]]. Attender: son [[PERSON|Prakash]] — [[PHONE_E164|91951 42942]]
Emergency: [[PHONE_E164|0821 2493276]]`,
  // 15. Versicherungsschaden (DE)
  `[[ORG|Nordstern Hausrat- und Haftpflicht VVaG]] – Schadenmeldung
Versicherungsnehmer: [[PERSON|Kübra Aydın-Schwarz]], geb. am [[DATE_OF_BIRTH|11.12.1990]]
Vertragsnummer: HR-4481-209-77   Schadennummer: 26-S-118302
Telefon: [[PHONE_E164|0152 37659029]]   E-Mail: [[EMAIL|kuebra.aydin-schwarz@webpost.de]]

Schadenhergang: Am 16.11.2026 ist in der Wohnung oberhalb (Mieter: Herr [[PERSON|Falk]]) eine
Waschmaschine ausgelaufen. Laminat und Küchenunterschrank beschädigt. Hausverwaltung
[[ORG|Immobilien Graf & Partner GmbH]] ist informiert, Gutachter von [[ORG|Wasserschaden-Service Roth]] kam am 19.11.

Bitte Erstattung auf: [[IBAN|DE60 3388 6365 1224 3212 02]] (Kontoinhaberin: [[PERSON|K. Aydın-Schwarz]])`,
  // 16. резюме (RU)
  `[[PERSON|Голованова Ксения Андреевна]]
Дата рождения: [[DATE_OF_BIRTH|28.04.1993]]
Телефон: [[PHONE_E164|+7 (905) 293-17-95]] · e-mail: [[EMAIL|k.golovanova93@postbox.ru]]
Город: Екатеринбург, готова к переезду

Опыт работы
2021 — наст. время  [[ORG|ООО «УралТехСнаб»]], ведущий специалист по закупкам
2017 — 2021  [[ORG|АО «Свердловский завод металлоконструкций»]], экономист
Образование
2010 — 2015  [[ORG|Уральский институт бизнеса и права]], финансы и кредит
Рекомендации: [[PERSON|Мельников Игорь Павлович]], коммерческий директор, [[PHONE_E164|8 (343) 064-35-86]]
Навыки: 1С:Предприятие 8.3, SAP MM, английский B2`,
  // 17. lab report (TH)
  `[[ORG|โรงพยาบาลเวชการุณย์เชียงใหม่]]  ใบรายงานผลทางห้องปฏิบัติการ
HN: [[MRN|66-041927]]   ชื่อ-สกุล: นางสาว[[PERSON|พิมพ์ชนก ศรีสุวรรณ]]
วันเกิด: [[DATE_OF_BIRTH|12/07/2535]]   อายุ 34 ปี
แพทย์ผู้สั่ง: พญ.[[PERSON|อรอุมา ตันติวงศ์]]
วันที่เก็บตัวอย่าง 24/11/2569

CBC: WBC 11.2 (H), Hb 10.1 (L), Plt 245
Dengue NS1 Ag: Negative   IgM: Negative
ผู้รายงานผล: [[PERSON|ณัฐวุฒิ แก้วมณี]] นักเทคนิคการแพทย์
สอบถามผล โทร [[PHONE_E164|053 020 885]] ต่อ 2140`,
  // 18. invoice (GB)
  `[[ORG|Pennant & Loom Interiors Ltd]]
Unit 4, Tannery Yard, Kendal LA9 4QD · Company no. 11820473 · VAT GB 384 1172 90
T [[PHONE_E164|01539 451806]] · [[URL|pennantandloom.co.uk]]

INVOICE PL-2611   Date: 21 Nov 2026
Bill to: [[PERSON|Harriet Osei-Bonsu]], Fellfoot Barn, Staveley

Made-to-measure curtains (linen, 2 pairs)        £1,180.00
Track & fitting                                    £240.00
Total (VAT incl.)                                £1,420.00
Deposit paid 12 Oct                               -£400.00
Balance due                                      £1,020.00

Bank: [[ORG|Westmorland Building Society]], sort code 40-63-18, acc 52290174
IBAN [[IBAN|GB79 LENK 1927 2460 6714 56]]
Queries: [[PERSON|Gemma]] on [[EMAIL|accounts@pennantandloom.co.uk]]`,
  // 19. HR e-mail (US)
  `From: [[PERSON|Delphine Okafor]] <[[EMAIL|dokafor@brightwaterhaulage.com]]>
To: [[PERSON|Ezra Whitfield]] <[[EMAIL|ezra.whitfield@gmail.com]]>
Subject: Onboarding paperwork - missing I-9 info

Hi [[PERSON|Ezra]],

Welcome aboard! Payroll flagged two things before your first check on 12/5:
1. The SSN on your W-4 reads [[SSN|497-90-2021]] but the I-9 copy shows a different last digit. Which is right?
2. We have your date of birth as [[DATE_OF_BIRTH|9/14/1999]]; benefits enrollment needs it confirmed.

You can reply here or call me at [[PHONE_E164|(614) 419-9877]]. Your badge will be ready at the
Groveport site; ask for [[PERSON|Will]] at security. I will send the [[ORG|Aetherion Benefits]] link once payroll is done.

Thanks,
[[PERSON|Delphine]]
People Ops, [[ORG|Brightwater Haulage LLC]]`,
  // 20. application log excerpt (IE)
  `2026-11-27T22:14:03Z INFO  auth-svc v3.11.0.7 login ok user=[[EMAIL|siobhan.mcgarry@tallowhill.ie]] src=[[IPV4|211.57.167.16]]
2026-11-27T22:14:09Z WARN  auth-svc rate-limit src=[[IPV4|170.152.240.10]] attempts=41 window=60s
2026-11-27T22:14:09Z WARN  auth-svc geo mismatch expected=IE got=VN user=[[EMAIL|c.oduya@tallowhill.ie]]
2026-11-27T22:15:30Z ERROR billing-sync upstream=[[URL|https://api.ledgerbrook.io/v2/invoices]] status=503 retry=3
2026-11-27T22:15:31Z INFO  notify sms to=[[PHONE_E164|+353 85 010 5966]] template=otp code=****** (redacted)
2026-11-27T22:16:02Z INFO  deploy build 2026.11.27.4 by [[PERSON|fergal.ryan]] ok
2026-11-27T22:16:40Z ERROR webhook callback failed url=[[URL|hooks.tallowhill.ie/payments/notify]] ip=[[IPV4|71.161.160.94]]`,
  // 21. ED progress note (US)
  `[[ORG|St. Columba's Regional Medical Center]] — Emergency Department
Pt: [[PERSON|Guadalupe "Lupe" Carranza-Whitlow]]   MRN [[MRN|0093318472]]   DOB [[DATE_OF_BIRTH|1985-11-02]]
Arrival 11/27/2026 02:41 via EMS ([[ORG|Tri-County Ambulance]])
Attending: [[PERSON|Okafor, N.]] MD   Resident: [[PERSON|priya s.]]   RN: [[PERSON|Hollis Dean]]

CC: RLQ pain x 14h, nausea.
HPI: 41F, pain migrated from periumbilical, anorexia, no vomiting. LMP 2 wks ago.
Exam: T 38.1, HR 104, guarding RLQ, + Rovsing.
CT A/P: acute appendicitis without perforation.
Plan: NPO, IV fluids, pip-tazo, surgery consulted — Dr. [[PERSON|Mark Feeney]] will see. Will mark consent once husband arrives.
Husband [[PERSON|Daniel Whitlow]] cell [[PHONE_E164|(402) 795-7326]]; pt's own phone [[PHONE_E164|402.745.0751]].
Interpreter not needed.`,
  // 22. estratto conto (IT)
  `[[ORG|Banca Popolare dell'Alto Sannio S.c.p.A.]] — Estratto conto al 31/10/2026
Intestatario: [[PERSON|DE SIMONE CARMELA]]
IBAN: [[IBAN|IT13 J836 2905 1225 1010 8571 113]]
Carta di debito collegata n. [[CREDIT_CARD|5294 6687 9078 8838]]

Data op.  Descrizione                                         Dare      Avere
01/10     Stipendio [[ORG|ISTITUTO COMPRENSIVO "G. PASCOLI"]]                1.689,40
03/10     POS [[ORG|SUPERMERCATO SAN LORENZO BENEVENTO]]                        58,71
08/10     Bonifico a [[PERSON|Raffaele Iannace]] - affitto ottobre  480,00
13/10     Addebito SDD [[ORG|ENERGIA SANNITA SRL]]                  92,30
20/10     POS [[ORG|OTTICA RUSSO DI RUSSO GIUSEPPE & C. SAS]]       140,00
27/10     Prelievo ATM                                         100,00

Saldo contabile: 3.118,26 EUR. Filiale di Benevento, tel. [[PHONE_E164|0824 957890]]`,
  // 23. decyzja kredytowa (PL)
  `[[ORG|Nadwarciański Bank Spółdzielczy]]
Sieradz, 26.11.2026
Pan [[PERSON|Zbigniew Kołodziejczak]]
ul. Kolejowa 8/3, 98-200 Sieradz

Decyzja kredytowa nr KR/2026/11/0373
Uprzejmie informujemy, że wniosek o kredyt gotówkowy w kwocie 35 000 zł został rozpatrzony pozytywnie.
Środki zostaną przelane na rachunek [[IBAN|PL43 5374 6493 4770 2111 9061 7370]] w ciągu 2 dni roboczych od podpisania umowy.
Poręczyciel: Pani [[PERSON|Grażyna Kołodziejczak]], data urodzenia [[DATE_OF_BIRTH|17.03.1966]].
Zatrudnienie potwierdzone przez [[ORG|Zakład Usług Komunalnych Warta Sp. z o.o.]]

Prosimy o kontakt z doradcą: [[PERSON|Agnieszka Pietrzyk]], tel. [[PHONE_E164|43 732 44 50]],
kom. [[PHONE_E164|+48 615 346 266]], [[EMAIL|a.pietrzyk@bs-sieradz.pl]]`,
  // 24. εργαστηριακά αποτελέσματα (GR)
  `[[ORG|Διαγνωστικό Κέντρο Αιγιάλεια]] — Βιοχημικό Εργαστήριο
Ονοματεπώνυμο: [[PERSON|Παπαδοπούλου-Ρήγα Ευανθία]]
Αρ. Μητρώου Ασθενούς: [[MRN|ΑΓ-552071]]    Ημ. γέννησης: [[DATE_OF_BIRTH|03/06/1958]]
Παραπέμπων ιατρός: [[PERSON|Σταύρος Κουκουλάκης]], Παθολόγος
Ημερομηνία αιμοληψίας: 25/11/2026

Σάκχαρο νηστείας      112 mg/dl   (70-100) ↑
Χοληστερίνη ολική     246 mg/dl   (<200) ↑
LDL                   161 mg/dl   ↑
TSH                   2,4 μIU/ml
Βιοχημικός: [[PERSON|Ελένη Δρακοπούλου]]
Πληροφορίες: [[PHONE_E164|2691 088633]] · [[EMAIL|info@aigialeia-lab.gr]]`,
  // 25. income protection claim (GB)
  `[[ORG|Harrowgate Friendly Society]] — Income Protection Claim, Part A (claimant)
Full name: [[PERSON|Callum Iain McTavish]]
National Insurance number: [[NATIONAL_ID|JG 30 54 32 B]]
Date of birth: [[DATE_OF_BIRTH|22 January 1979]]
Policy number: HFS/IP/0048812
Daytime phone: [[PHONE_E164|0131 816 4227]]   Mobile: [[PHONE_E164|07474 645 752]]
Employer: [[ORG|Lothian Joinery Services Ltd]]   Line manager: [[PERSON|Mags Doherty]]
Treating GP: Dr [[PERSON|Anwen Prys]], [[ORG|Restalrig Road Medical Practice]]
Reason for absence: lumbar disc prolapse, off work since 02/10/2026.
Premium collected by card: [[CREDIT_CARD|4514 6148 6731 3016]] (please update if expired).
Signed: [[PERSON|C. I. McTavish]]   Date: 24/11/2026`,
  // 26. 个人简历 (CN)
  `个人简历
姓名：[[PERSON|欧阳雪琪]]　　性别：女　　出生日期：[[DATE_OF_BIRTH|1998年2月11日]]
手机：[[PHONE_E164|+86 173 0756 1635]]　　邮箱：[[EMAIL|xueqi.ouyang@163.example.cn]]
求职意向：数据分析师（杭州 / 上海）

教育背景
2016.09-2020.06　[[ORG|浙江海事大学]]　统计学　本科
工作经历
2020.07-2023.03　[[ORG|杭州云杉数据科技有限公司]]　数据分析助理
  · 负责电商用户留存报表，与产品经理[[PERSON|罗嘉豪]]共同搭建看板
2023.04-至今　[[ORG|上海鲸禾供应链管理有限公司]]　数据分析师
技能：SQL、Python、Tableau；英语六级
作品集：[[URL|github.com/xueqi-oy]]`,
  // 27. رسالة اعرف عميلك (SA)
  `[[ORG|مصرف الوادي الأخضر]]
الرياض في 1448/05/24هـ الموافق 26/11/2026م

المكرم/ [[PERSON|عبدالعزيز بن فهد الشمري]] حفظه الله
الموضوع: تحديث بيانات العميل

نود إفادتكم بضرورة تحديث بياناتكم المرتبطة بالحساب ذي الرقم الدولي [[IBAN|SA82 3839 8892 3135 1167 9038]]،
وذلك بإرفاق تعريف بالراتب من جهة العمل ([[ORG|شركة رمال الخليج للتجارة المحدودة]]).
تاريخ الميلاد المسجل: [[DATE_OF_BIRTH|14/09/1987]]
للاستفسار يرجى التواصل مع مدير العلاقة الأستاذ [[PERSON|ماجد العتيبي]] على الجوال [[PHONE_E164|054 529 5541]]
أو الهاتف المجاني [[PHONE_E164|8001240000]] أو عبر [[URL|www.alwadi-alakhdar.com.sa/update]]
رقم الطلب: 2026-KYC-774102`,
  // 28. סיכום ביקור (IL)
  `[[ORG|המרכז הרפואי גליל מערבי - מרפאות חוץ]]
סיכום ביקור במרפאה הנפרולוגית
שם המטופל: [[PERSON|יוסף בן-חיים]]    מס' תיק: [[MRN|7740193]]    תאריך לידה: [[DATE_OF_BIRTH|08/12/1949]]
רופא מטפל: ד"ר [[PERSON|מירב אלקיים]]

תלונה עיקרית: מעקב אי ספיקת כליות כרונית שלב 3b.
בדיקות: קריאטינין 1.9, אשלגן 5.3.
המלצות: הפחתת אשלגן בתזונה, הפניה לדיאטנית [[PERSON|שירן]], ביקורת בעוד 3 חודשים.
איש קשר: בתו [[PERSON|רחל בן-חיים לוי]] טל' [[PHONE_E164|+972-53-114-8052]]
קביעת תורים: [[PHONE_E164|04-8357816]]`,
  // 29. Rechnung (CH)
  `[[ORG|Schreinerei Inäbnit AG]] · Dorfstrasse 22 · 3818 Grindelwald
Tel. [[PHONE_E164|033 827 71 48]] · UID CHE-214.775.308 MWST

Rechnung Nr. 26-1187                          Grindelwald, 20. November 2026
Herr und Frau [[PERSON|Reto]] und [[PERSON|Monika Zbinden-Frutiger]]
Chalet Bärgrösli, 3818 Grindelwald

Einbau Eichenholz-Treppe inkl. Geländer       CHF 14'800.00
Montage 3 Tage, 2 Personen                    CHF  3'120.00
MWST 8.1 %                                    CHF  1'451.50
Total                                         CHF 19'371.50

Zahlbar innert 30 Tagen auf [[IBAN|CH63 2687 6040 7184 6564 9]] ([[ORG|Ersparniskasse Lütschental]]).
Freundliche Grüsse, [[PERSON|Ueli Inäbnit]] · [[EMAIL|ueli@schreinerei-inaebnit.ch]]`,
  // 30. card statement (US)
  `[[ORG|Columbia Plains Credit Union]]  —  VISA SIGNATURE STATEMENT
Account holder: [[PERSON|TYRONE A BASKERVILLE]]      Card: [[CREDIT_CARD|4216978216482678]]
Statement closing 11/24/2026    Payment due 12/19/2026    Minimum due $35.00

TRANS  POST   DESCRIPTION                                 AMOUNT
10/27  10/28  [[ORG|PRAIRIE FRESH MKT #1439]] COLUMBIA MO                    83.17
10/30  10/31  [[ORG|QUIKWAY FUEL]] #2291                                41.06
11/02  11/03  ZELLE TO [[PERSON|LATOYA BASKERVILLE]]                 200.00
11/09  11/10  [[ORG|TIGERTOWN BOOKS]]                           64.50
11/15  11/17  [[ORG|OZARK SHIELD INSURANCE]] AUTOPAY                  118.00
11/21  11/22  PAYMENT - THANK YOU                            -400.00

Questions? Call [[PHONE_E164|1 (573) 903-7245]]. Lost card: [[PHONE_E164|1-888-204-8759]]`,
  // 31. WhatsApp chat (IN)
  `[19:31] [[PERSON|Ravi]] Bhaiya: bhai form mein aadhaar daalna hai, mera wala bhej de
[19:33] [[PERSON|kunal]]: [[NATIONAL_ID|394808799284]] ye hai. pan bhi chahiye?
[19:33] [[PERSON|Ravi]] Bhaiya: haan
[19:35] [[PERSON|kunal]]: [[NATIONAL_ID|HAFPR3326Y]]
[19:36] [[PERSON|Ravi]] Bhaiya: mummy ka DOB [[DATE_OF_BIRTH|12/08/1962]] hai na?
[19:36] [[PERSON|kunal]]: 12 aug haan. aur otp aayega mummy ke number pe [[PHONE_E164|9499872892]]
[19:38] [[PERSON|Ravi]] Bhaiya: otp 318877 aaya, agent bol raha [[ORG|Suraksha Life]] ka policy no 5531-0092-11 note karo
[19:39] [[PERSON|kunal]]: ok. [[PERSON|deepa]] bhabhi ko bol dena kal bank jaana hai`,
  // 32. SMS thread (KE)
  `[[PERSON|Wanjiru]] → me, 08:14: Habari! Nimekutumia 4,500 kwa M-Pesa, confirm please
me → [[PERSON|Wanjiru]], 08:20: Received, asante sana. Code RKT8H2LX1Q
[[PERSON|Wanjiru]], 08:22: Ok. Also pls call Daktari [[PERSON|Otieno]] at [[ORG|Mbagathi Family Clinic]] [[PHONE_E164|020 4875765]]
[[PERSON|Wanjiru]], 08:22: Or his cell [[PHONE_E164|0704 367 083]]
me → [[PERSON|Wanjiru]], 08:40: Nitampigia. Is Baba's file number still [[MRN|MFC/0412/22]]?
[[PERSON|Wanjiru]], 08:41: Yes. And tell [[PERSON|Kamau]] the fundi said 3pm, his number is [[PHONE_E164|+254 712 123497]]`,
  // 33. lettre de sortie (FR)
  `[[ORG|Centre Hospitalier de Feurs-Lignon]] — Service de Gériatrie
IPP : [[MRN|000812734]]     N° séjour : 26S044191
Patiente : Mme [[PERSON|Gisèle Chambonnet]], née [[PERSON|Favier]] le [[DATE_OF_BIRTH|30/05/1938]]

Chère Consœur, cher Confrère,
Votre patiente a été hospitalisée du 10 au 21/11/2026 pour chute à domicile avec fracture du poignet
droit, traitée orthopédiquement. Bilan de chute : hypotension orthostatique, arrêt de l'amlodipine.
Retour à domicile avec passage infirmier (cabinet de [[PERSON|Jean-Baptiste Roux]], [[PHONE_E164|04 77 96 01 36]]).
Sa fille, Mme [[PERSON|Sylvie Dumas]], est joignable au [[PHONE_E164|+33 6 83 35 82 19]].
Consultation de contrôle avec le Dr [[PERSON|Nadia Bensalem]] le 05/12.

Bien confraternellement,
Dr [[PERSON|Thibault Reymond]]`,
  // 34. 診療費請求書・保険金請求 (JP)
  `[[ORG|あおば生命保険株式会社]]　入院給付金請求書
被保険者氏名：[[PERSON|杉浦 健太郎]]（[[PERSON|スギウラ ケンタロウ]]）
生年月日：[[DATE_OF_BIRTH|昭和57年10月3日]]
証券番号：AB-30119274
入院先：[[ORG|医療法人社団 緑風会 港北中央病院]]（診察券番号 [[MRN|0024-7781]]）
入院期間：2026年10月28日～2026年11月6日（10日間）
傷病名：急性虫垂炎
連絡先電話：[[PHONE_E164|045-298-1930]]／携帯 [[PHONE_E164|080-2298-6115]]
振込先：[[ORG|横浜みどり信用金庫]] 普通 4418207
担当者記入欄：受付 [[PERSON|大塚]]`,
  // 35. CV (NG)
  `[[PERSON|CHIDINMA GRACE NWACHUKWU-BELLO]]
Lekki Phase 1, Lagos | [[PHONE_E164|0806 308 7275]] | [[EMAIL|chidinma.nbello@gmail.com]]
[[URL|linkedin.com/in/chidinma-nwachukwu-bello]] | DOB: [[DATE_OF_BIRTH|21 July 1995]]

PROFILE
Chartered accountant (ICAN) with 6 years in audit and treasury.

EXPERIENCE
Treasury Analyst — [[ORG|Oduduwa Capital Partners Limited]], Lagos (2022 - present)
 • Cut FX settlement breaks by 40%; reported to [[PERSON|Femi Adeyemi-Cole]], CFO.
Audit Senior — [[ORG|Bassey, Eke & Co. Chartered Accountants]], Port Harcourt (2019 - 2022)

EDUCATION
B.Sc. Accounting, [[ORG|Cross River Polytechnic University]], First Class (2017)

REFEREES
[[PERSON|Grace Etim]], Partner — [[PHONE_E164|+234 802 122 2553]]`,
  // 36. meeting notes (SE)
  `Weekly sync — vendor onboarding, 2026-11-26
Attendees: [[PERSON|Linnea Åkesson]], [[PERSON|Oskar Hedlund]], [[PERSON|Farah Yousef]], [[PERSON|jonas b]] (notes)

1. [[ORG|Norrsken Pack AB]] contract: legal ([[PERSON|Farah]]) wants the DPA signed before go-live. Contact there is
   [[PERSON|Pernilla Wik]], [[PHONE_E164|+46 70 057 20 88]].
2. Invoices from [[ORG|Trelleborg Kartong & Emballage]] still go to the old address; [[PERSON|Oskar]] to update in the ERP.
3. Portal: staging on [[IPV4|19.176.93.154]] is down again, [[PERSON|Linnea]] raised it with [[ORG|Nordvik Hosting]]. Ticket 88213.
4. Next vendor review with [[ORG|Kalmar Läns Transport]] on Tuesday, dial-in [[PHONE_E164|08-913 398 11]], PIN 4471.
Action: everyone read [[URL|confluence.internal-nx.se/display/VEND/Onboarding]] before Tuesday.`,
  // 37. adverse action letter (US)
  `[[ORG|Silverpine Auto Finance, LLC]]
P.O. Box 4471, Henderson, NV 89009

November 24, 2026

[[PERSON|Marcus D. Villanueva]]
1820 Desert Willow Ct, Las Vegas, NV 89123

RE: Application #SAF-2026-118074
Dear [[PERSON|Marcus Villanueva]]:
Thank you for applying. We are unable to approve your request at this time. The decision was based on
a consumer report from [[ORG|Meridian Credit Bureau, Inc.]] (phone [[PHONE_E164|1-877-287-3668]]).
Applicant identifiers on file: SSN [[SSN|797-75-8087]], date of birth [[DATE_OF_BIRTH|04/18/1990]].
Co-applicant [[PERSON|Joylyn Villanueva]], SSN [[SSN|759 50 5045]].
You have the right to a free copy of your report within 60 days. Questions: [[PHONE_E164|(702) 577-7766]]`,
  // 38. تقرير مختبر (EG)
  `[[ORG|معامل النيل للتحاليل الطبية]] — فرع المعادي
اسم المريض: [[PERSON|منى عبد الرحمن السيد]]
رقم الملف: [[MRN|MX-2611-0457]]        تاريخ الميلاد: [[DATE_OF_BIRTH|1991/07/19]]
الطبيب المعالج: د. [[PERSON|شريف الجندي]]
تاريخ السحب: 2026/11/25

صورة دم كاملة: هيموجلوبين 10.4 (منخفض)
فيريتين: 8 نانوجرام/مل (منخفض)
فيتامين د: 14 (نقص)
للاستعلام: [[PHONE_E164|02 2917 2162]] أو واتساب [[PHONE_E164|+20 10 6749 1168]]
النتائج متاحة على [[URL|www.nile-labs-eg.com/results]] بكود الدخول 77310`,
  // 39. forum post (CA)
  `Re: Home router keeps getting new public IP — ISP says "normal"?

Posted by [[PERSON|mapleleaf_marc]] » Wed Nov 25, 2026 9:12 pm
Same here with [[ORG|Laurentide Fibre]] in Sherbrooke. WAN was [[IPV4|106.120.214.10]] this morning, now [[IPV4|51.48.30.132]].
Firmware says 4.12.7.3 (latest). I called support at [[PHONE_E164|1-856-940-4968]], rep named [[PERSON|Geneviève]]
said they rotate leases every 24h unless you pay for static.

Quote from [[PERSON|dave_in_gatineau]]: "just use DDNS"
→ yeah, I set up [[URL|https://dyn.northshore-dns.ca]] and it works fine. Thanks [[PERSON|Dave]]!
Also if anyone from [[ORG|Estrie Computer Club]] is reading, meeting moved to Thursday.`,
  // 40. hesap özeti (TR)
  `[[ORG|Ege Katılım Bankası A.Ş.]] — Hesap Özeti (Kasım 2026)
Müşteri: [[PERSON|Ayşegül Karaköse]]
IBAN: [[IBAN|TR56 2512 4903 9782 9422 8456 95]]
Kart No: [[CREDIT_CARD|5359 2218 0318 9388]]

Tarih     Açıklama                                      Tutar (TL)
03.11     Maaş - [[ORG|Aydın Tekstil San. ve Tic. Ltd. Şti.]]        +42.300,00
05.11     [[ORG|NAZİLLİ ÇARŞI MARKET]]                              -1.284,55
10.11     FAST [[PERSON|Emre Karaköse]] kira payı                   -6.000,00
16.11     [[ORG|EGENET İLETİŞİM]] fatura                           -549,90
22.11     [[ORG|ECZANE ŞİFA]]                                   -212,40
Bakiye: 18.644,21 TL
Müşteri hizmetleri: [[PHONE_E164|0850 260 80 40]] · Şube: [[PHONE_E164|0256 137 63 10]]`,
  // 41. informe de alta (ES)
  `[[ORG|Hospital Comarcal del Bajo Segura Interior]] — Servicio de Medicina Interna
INFORME DE ALTA
Paciente: [[PERSON|Remedios Alcaraz Sempere]]     NHC: [[MRN|1184462]]
Fecha de nacimiento: [[DATE_OF_BIRTH|23/01/1944]]     SIP: 4410928 (no se usa en este informe)
Ingreso: 14/11/2026   Alta: 22/11/2026
Médico responsable: Dra. [[PERSON|Inmaculada Botella]]

Juicio clínico: neumonía adquirida en la comunidad LID; insuficiencia cardiaca descompensada.
Tratamiento al alta: furosemida 40 mg/24h, amoxicilina-clavulánico hasta completar 7 días.
Control por su médico de familia, Dr. [[PERSON|Paco Ruiz Gil]] ([[ORG|Centro de Salud Rafal-Vega]], [[PHONE_E164|966 11 57 40]]).
Contacto familiar: hijo [[PERSON|Vicente]], [[PHONE_E164|+34 635 95 04 43]]`,
  // 42. fatura (PT)
  `[[ORG|Oficina Auto Faria & Filhos, Lda.]]
Rua do Souto 112, 4700-329 Braga · NIF 508 771 254 · Tel. [[PHONE_E164|253 805 766]]

FATURA FT 2026/1442                                  Data: 19/11/2026
Cliente: [[PERSON|Rui Manuel Sampaio Lage]] · NIF 219 447 008
Viatura: 45-TR-17

Substituição de pastilhas de travão (frente)      95,00 €
Óleo e filtro                                     68,40 €
Mão de obra 2h                                    70,00 €
IVA 23%                                           53,82 €
Total                                            287,22 €

Pagamento por transferência para [[IBAN|PT65 1588 6000 7292 7897 7228 6]] ([[ORG|Caixa de Crédito Agrícola do Cávado]])
ou MB WAY para o [[PHONE_E164|910 087 178]]. Obrigado, [[PERSON|Sandra Faria]].`,
  // 43. KYC letter (GB)
  `[[ORG|Thistlebank Savings plc]] — Customer Due Diligence
Our ref: CDD/26/77412

Dear [[PERSON|Olumide Adebayo-Hart]],

As part of our regular review we hold the following details for your Easy Access ISA. Please tell us
within 30 days if anything is wrong.
  Name: [[PERSON|OLUMIDE ADEBAYO-HART]]
  Date of birth: [[DATE_OF_BIRTH|03/08/1986]]
  National Insurance no.: [[NATIONAL_ID|WC253804D]]
  Nominated account (IBAN): [[IBAN|GB10 WSQQ 3515 1184 8915 95]]
  Mobile: [[PHONE_E164|07144 020304]]
  Email: [[EMAIL|o.adebayohart@fastpost.co.uk]]
Call us on [[PHONE_E164|0345 234 6337]] or visit [[URL|thistlebank.co.uk/review]].

Yours sincerely,
[[PERSON|Kirsty Lamont]], Customer Review Team`,
  // 44. hospital claim (AU)
  `[[ORG|Southern Cross Friendly Health Fund]] — Hospital Claim Form
Member: [[PERSON|Siosaia Fifita]]   Membership no.: 4471 2290 1
Patient: [[PERSON|Mele Fifita]] (spouse)   DOB: [[DATE_OF_BIRTH|19/12/1983]]
Hospital: [[ORG|Auchenflower Private Hospital]]   Patient UR number: [[MRN|UR0773215]]
Admission 09/11/2026, discharge 11/11/2026, item 35653
Treating doctor: Dr [[PERSON|Hamish Tulloch]]
Contact: [[PHONE_E164|0465 623 421]] (mobile), [[PHONE_E164|(07) 3462 9638]] (home)
Pay benefit by card refund to [[CREDIT_CARD|5160 7837 7538 9840]] or EFT BSB 124-001 acc 10442871
Declaration signed by member, 20/11/2026.`,
  // 45. 이력서 (KR)
  `이 력 서
성명: [[PERSON|정하람]] ([[PERSON|Haram Jung]])
생년월일: [[DATE_OF_BIRTH|1997.05.30]]
연락처: [[PHONE_E164|010-7087-4028]] / [[EMAIL|haram.jung97@mailbox.kr]]
포트폴리오: [[URL|https://haram-design.kr]]

학력
2016.03 ~ 2021.02  [[ORG|서원예술대학교]] 시각디자인과 졸업
경력
2021.03 ~ 2023.08  [[ORG|(주)모노그램스튜디오]] UI 디자이너
2023.09 ~ 현재       [[ORG|주식회사 바다숲커머스]] 프로덕트 디자이너 (팀장 [[PERSON|서민호]])
자격: GTQ 1급, 컴퓨터그래픽스운용기능사
위 기재 사항은 사실과 다름없음을 확인합니다. 2026년 11월 27일  [[PERSON|정하람]] (인)`,
  // 46. виписка із медичної карти (UA)
  `[[ORG|Комунальне некомерційне підприємство «Житомирська міська лікарня №2»]]
ВИПИСКА із медичної карти стаціонарного хворого № [[MRN|4417/26]]
ПІБ: [[PERSON|Ковальчук Олександр Миколайович]]
Дата народження: [[DATE_OF_BIRTH|11.02.1969]]
Перебував на лікуванні з 12.11.2026 по 25.11.2026 у кардіологічному відділенні.
Діагноз: Гіпертонічна хвороба ІІ ст., пароксизм фібриляції передсердь.
Рекомендовано: спостереження сімейного лікаря ([[PERSON|Мирослава Тарасюк]]), контроль МНВ.
Лікуючий лікар: [[PERSON|Дмитро Савчук]]   Завідувач відділення: [[PERSON|Ірина Гнатюк]]
Телефон відділення: [[PHONE_E164|0412 17 04 75]]; дружина [[PERSON|Оксана]]: [[PHONE_E164|+380 67 048 38 41]]`,
  // 47. card statement (SG)
  `[[ORG|Straits Harbour Bank Limited]] — Platinum Mastercard Statement
Cardholder: [[PERSON|TAN WEI MING, DESMOND]]     Card no.: [[CREDIT_CARD|5294 5464 8241 0319]]
Supplementary: [[PERSON|LOW HUI SHAN]]            Card no.: [[CREDIT_CARD|5492-5344-3728-4302]]
Statement date 22 Nov 2026

Date     Description                                   SGD
25 Oct   [[ORG|FOODLINK HUB]] - TAMPINES 1                              6.80
28 Oct   [[ORG|HUP SENG MART]] #118                               74.35
02 Nov   [[ORG|ZIPCAB]]* RIDES                                    18.20
07 Nov   [[ORG|MERLION SHOE CO]] ION                           129.90
13 Nov   PAYNOW TRF TO [[PERSON|Jeremy Koh]]                    55.00
19 Nov   [[ORG|BEDOK EAST MEDICAL CLINIC]]                     86.00
Total due 370.25. Call [[PHONE_E164|6298 6156]] (24h). Report lost card via [[URL|straitsharbour.com.sg/lostcard]]`,
  // 48. Support-Ticket (DE)
  `Ticket #AX-20931 · Status: offen · Kunde: [[ORG|Tischlerei Brandstätter GmbH & Co. KG]]
Erstellt von: [[PERSON|Jannik Brandstätter]] <[[EMAIL|j.brandstaetter@tischlerei-brandstaetter.de]]>

Hallo zusammen,
seit dem Update auf Version 10.4.0.2 erreicht unser NAS ([[IPV4|53.110.39.186]]) den Backup-Server unter
[[IPV4|213.60.110.81]] nicht mehr. Fehlermeldung: "Connection reset by peer". Bitte um Rückruf unter
[[PHONE_E164|09131 50469]] – ich bin bis 16 Uhr in der Werkstatt, danach [[PHONE_E164|+49 160 0202369]].

-- Antwort [[PERSON|Mareike Lenz]] ([[ORG|Frankenhost IT-Service UG (haftungsbeschränkt)]]) --
Hallo Herr [[PERSON|Brandstätter]], bitte einmal die Anleitung unter [[URL|hilfe.frankenhost.de/nas-backup]] durchgehen.
Rückruf ist für morgen 9:30 eingeplant.`,
  // 49. प्रयोगशाला रिपोर्ट (IN)
  `[[ORG|आरोग्यधाम पैथोलॉजी लैब]], लखनऊ
रोगी का नाम: श्रीमती [[PERSON|सुनीता देवी वर्मा]]       UHID: [[MRN|ADL-26-0091347]]
जन्म तिथि: [[DATE_OF_BIRTH|15-08-1971]]   लिंग: महिला
आधार संख्या: [[NATIONAL_ID|9694 4879 0628]]
संदर्भित चिकित्सक: डॉ. [[PERSON|अनुराग श्रीवास्तव]]
नमूना दिनांक: 24-11-2026

थायरॉयड प्रोफ़ाइल: T3 0.9, T4 6.1, TSH 9.8 (बढ़ा हुआ)
विटामिन B12: 162 pg/mL (कम)
रिपोर्ट संबंधी पूछताछ: [[PHONE_E164|0522 2717241]] / [[PHONE_E164|94873 37711]]
जाँचकर्ता: [[PERSON|मोहम्मद आरिफ़]] (लैब टेक्नीशियन)`,
  // 50. Zalo chat (VN)
  `Chị [[PERSON|Hằng]] 20:14: em ơi chuyển khoản tiền học cho bé [[PERSON|Na]] chưa?
[[PERSON|Thảo Vy]] 20:16: dạ em chuyển rồi, STK 0071000448213 [[ORG|MekongBank]] của trường
[[PERSON|Thảo Vy]] 20:16: cô [[PERSON|Lê Thị Bích Thủy]] bảo gửi biên lai qua số [[PHONE_E164|093 644 6847]]
Chị [[PERSON|Hằng]] 20:18: ok. mai chị đưa bé đi khám ở [[ORG|Bệnh viện Nhi Đồng Thành Phố]], mã bệnh nhân [[MRN|N26-118407]]
[[PERSON|Thảo Vy]] 20:19: bác sĩ [[PERSON|Trung]] hả chị? số phòng khám [[PHONE_E164|028 9548 9817]]
Chị [[PERSON|Hằng]] 20:21: ừ. mã OTP ngân hàng 604512 đừng gửi ai nha em 😅`,
  // 51. carta de aprobación de crédito (MX)
  `[[ORG|Financiera Sierra Madre, S.A. de C.V., SOFOM, E.N.R.]]
Monterrey, N.L., a 25 de noviembre de 2026

C. [[PERSON|José Luis Garza Treviño]]
Presente

Le informamos que su solicitud de crédito personal por $120,000.00 M.N. fue AUTORIZADA.
Datos del acreditado: fecha de nacimiento [[DATE_OF_BIRTH|02/10/1981]], CLABE para depósito 072580011442907316.
Cargo automático de mensualidades a la tarjeta [[CREDIT_CARD|4580 0740 0974 3001]].
Aval: [[PERSON|María del Rosario Treviño Cantú]].
Su ejecutiva es la Lic. [[PERSON|Karla Villarreal]], tel. [[PHONE_E164|+52 81 9704 9908]], [[EMAIL|kvillarreal@fsierramadre.mx]].
Folio de la solicitud: FSM-26-0081142`,
  // 52. HR message (US)
  `Subject: W-2 correction request — action needed

Hi [[PERSON|Bill]],

Our records show two employees whose 2025 W-2s went out with a wrong SSN because of the payroll migration from
[[ORG|Keystone Payroll Services]]:
 - [[PERSON|Annika Rasmussen-Lowe]], SSN on file [[SSN|386-33-8054]], DOB [[DATE_OF_BIRTH|1/6/1992]]
 - [[PERSON|Deshawn Pryor]], SSN [[SSN|366780962]], DOB [[DATE_OF_BIRTH|11/21/1988]]
The SSA letter also lists 912-44-7031 for [[PERSON|Deshawn]] — that one is invalid (9xx), so it is a typo on their side.
Please file W-2c forms by Friday. The bill from [[ORG|Ledgerline CPAs]] for this goes to cost center 4410.
Call me at [[PHONE_E164|(215) 809-2877]] ext. 204 if you need anything.
— [[PERSON|Rosalind Achebe]], HR Operations, [[ORG|Delaware Valley Millwork Inc.]]`,
  // 53. 门诊病历 (CN)
  `[[ORG|江苏省淮扬人民医院]] 门诊病历
病案号：[[MRN|0031882907]]　姓名：[[PERSON|钱思远]]　性别：男　出生日期：[[DATE_OF_BIRTH|1976-09-15]]
就诊科室：消化内科　医生：[[PERSON|沈佳怡]]
主诉：上腹痛反复发作3月，加重1周。
现病史：进食后明显，无黑便。既往有吸烟史20年。
初步诊断：慢性胃炎？消化性溃疡待排
处理：胃镜检查（预约2026-12-02），奥美拉唑20mg bid。
家属（妻子[[PERSON|孙莉]]）电话：[[PHONE_E164|165-9040-2366]]
医院总机：[[PHONE_E164|0514-84269987]]`,
  // 54. facture / factuur (BE)
  `[[ORG|Chauffage Dewulf & Fils SPRL]] · Rue de la Station 41, 7700 Mouscron
TVA/BTW BE 0447.218.903 · Tél. [[PHONE_E164|056 74 42 90]] · GSM [[PHONE_E164|+32 474 78 17 70]]

Facture / Factuur n° 2026/0812 — 18/11/2026
Client / Klant: [[PERSON|Wouter Vanhoutte]], Kortrijkstraat 9, 8930 Menen

Entretien chaudière gaz / Onderhoud gasketel         135,00
Remplacement vase d'expansion / Vervanging expansievat 210,00
TVA 6% / BTW 6%                                          20,70
Total / Totaal                                          365,70 EUR

À payer sur / Te betalen op [[IBAN|BE52 5010 6175 1341]] avec la communication +++044/7218/90312+++
Technicien / Technieker: [[PERSON|Jérôme Dewulf]]`,
  // 55. denuncia sinistro (IT)
  `Spett.le [[ORG|Assicurazioni Lario Mutua S.p.A.]] — Ufficio Sinistri
Oggetto: denuncia sinistro RC auto, polizza n. 00741/26/88102

Il sottoscritto [[PERSON|Gianmarco Ferrabosco]], nato a Lecco il [[DATE_OF_BIRTH|09/04/1975]],
dichiara che in data 21/11/2026 alle ore 8:15 in via Ghislanzoni il proprio veicolo è stato tamponato
dal veicolo condotto dalla sig.ra [[PERSON|Ornella Brambilla]] (assicurata con [[ORG|Valsassina Assicura]]).
Testimone: [[PERSON|Paolo Rota]], cell. [[PHONE_E164|+39 317 605 3410]].
Si allega CAI firmato da entrambi. Chiedo il rimborso su IBAN [[IBAN|IT60 T595 0255 5552 1098 6571 490]].
Recapiti: [[PHONE_E164|0341 216307]], [[EMAIL|gm.ferrabosco@postacert.example.it]]
Distinti saluti, [[PERSON|Gianmarco Ferrabosco]]`,
  // 56. nginx / fail2ban log (US)
  `Nov 27 03:12:44 edge-02 sshd[22871]: Failed password for invalid user admin from [[IPV4|45.176.49.87]] port 51122 ssh2
Nov 27 03:12:47 edge-02 sshd[22871]: Failed password for invalid user admin from [[IPV4|69.86.184.181]] port 51130 ssh2
Nov 27 03:12:49 edge-02 fail2ban.actions[811]: NOTICE [sshd] Ban [[IPV4|103.137.131.13]]
Nov 27 03:14:02 edge-02 nginx: [[IPV4|12.179.13.159]] - - "POST /api/v1/signup HTTP/1.1" 201 email=[[EMAIL|tprescott@quarrylane.net]]
Nov 27 03:14:05 edge-02 app[3112]: signup ok name="[[PERSON|Trevor Prescott]]" phone=[[PHONE_E164|+12015578759]] plan=pro
Nov 27 03:14:06 edge-02 app[3112]: stripe customer created ref=cus_Q8xZ21LmT0 version=5.2.0.14
Nov 27 03:15:10 edge-02 app[3112]: redirect to [[URL|https://app.quarrylane.net/welcome?ref=launch]]`,
  // 57. βιογραφικό σημείωμα (GR)
  `ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ
[[PERSON|Ιωάννα Χατζηγεωργίου]]
Ημερομηνία γέννησης: [[DATE_OF_BIRTH|27/10/1994]]
Τηλ.: [[PHONE_E164|697 421 0600]] · Email: [[EMAIL|ioanna.chatzig@mailgr.example.com]]
Διεύθυνση: Τσιμισκή 80, Θεσσαλονίκη

Επαγγελματική εμπειρία
2022 – σήμερα  Λογίστρια, [[ORG|Θερμαϊκός Εμπορική Α.Ε.]]
2018 – 2022    Βοηθός λογιστή, [[ORG|Λογιστικό Γραφείο Ν. Καραμανλίδη]]
Σπουδές
2012 – 2017    [[ORG|Διεθνές Πανεπιστήμιο Θερμαϊκού]], Λογιστική και Χρηματοοικονομική
Συστάσεις: κ. [[PERSON|Νικόλαος Καραμανλίδης]], [[PHONE_E164|2310 656806]]`,
  // 58. számlakivonat (HU)
  `[[ORG|Tisza-parti Takarékszövetkezet]] — Számlakivonat 2026/11
Számlatulajdonos: [[PERSON|Szalai-Horváth Eszter]]
IBAN: [[IBAN|HU34 1051 0814 1125 7664 8416 7172]]

Dátum      Közlemény                                       Összeg (Ft)
11.03.     Munkabér – [[ORG|Csongrádi Hűtőipari Kft.]]          +412 300
11.05.     Kártyás vásárlás – [[ORG|Csongrád Coop ABC]] Szentes                -18 455
11.09.     Átutalás – [[PERSON|Horváth Bence]] (rezsi)              -35 000
11.14.     Csoportos beszedés – [[ORG|Dél-Alföldi Vízmű Zrt.]]      -9 880
11.21.     Kártyás vásárlás – [[ORG|Drogéria Kálmán]]                   -6 240
Záró egyenleg: 584 117 Ft
Ügyfélszolgálat: [[PHONE_E164|06 63 729 723]], mobil [[PHONE_E164|06 30 017 4946]]`,
  // 59. KYC letter (PK)
  `[[ORG|Indus Valley Bank Limited]] — Account Maintenance / KYC Update
Ref: IVB/KYC/2026/11/5548                                      26 November 2026

Dear Mr [[PERSON|Shahzaib Qureshi]],
Our records show that your CNIC on file has expired. Please visit the branch or upload a copy via
[[URL|https://ivbank.com.pk/kyc]] within 30 days to avoid restriction on your account
IBAN [[IBAN|PK82 ZANS 1393 3752 5494 9761]].
Details held: Date of birth [[DATE_OF_BIRTH|07-03-1990]]; employer [[ORG|Shalimar Cotton Weaving Mills (Pvt.) Ltd.]];
mobile [[PHONE_E164|+92 313 4332605]]; nominee [[PERSON|Ayesha Shahzaib]].
For help call [[PHONE_E164|(042) 31290094]] or email [[EMAIL|kyc.support@ivbank.com.pk]].
Regards, [[PERSON|Farhan Butt]], Branch Operations Manager, Gulberg III`,
  // 60. SMS thread (PH)
  `Ate [[PERSON|Joy]] (09:02): uy Kuya [[PERSON|Ben]] nareceive mo na ung gcash? 1,200 pang-tuition ni [[PERSON|Migo]]
[[PERSON|benj]] (09:05): oo salamat! sa number ko [[PHONE_E164|0970 981 2884]] diba
Ate [[PERSON|Joy]] (09:06): yes. pa-confirm mo kay Ms. [[PERSON|Dimaguiba]] sa [[ORG|San Isidro Learning Academy of Malolos]]
Ate [[PERSON|Joy]] (09:06): landline nila [[PHONE_E164|(044) 762 9673]]
[[PERSON|benj]] (09:10): ok. ung ref no. ng gcash 4011 228 917 iseend ko na lang
Ate [[PERSON|Joy]] (09:15): sige. tsaka sabi ni nanay pahatid daw sa [[ORG|Kalayaan General Hospital of Bulacan]] bukas 7am`,
  // 61. discharge letter (NZ)
  `[[ORG|Hauraki District Health]] — [[ORG|Kauaeranga Hospital]] General Medicine
NHI: [[MRN|ZKQ4471]]   Name: [[PERSON|Hemi Tawhiri-Brooke]]   DOB: [[DATE_OF_BIRTH|02-Jun-1957]]
Admitted 18/11/2026, discharged 23/11/2026. Consultant: Dr [[PERSON|Aroha Pōtae]]

Kia ora Dr [[PERSON|Whitcombe]],
[[PERSON|Hemi]] was admitted with cellulitis of the left lower leg on a background of T2DM and CKD 3a. IV
flucloxacillin for 72h then oral. Wound care by district nurses ([[ORG|Coromandel Community Nursing]],
[[PHONE_E164|07 863 8788]]). His whānau contact is his niece [[PERSON|Mereana]] on [[PHONE_E164|+64 21 504 8354]].
Please check HbA1c and renal function in 4 weeks.
Ngā mihi, [[PERSON|Sione Vainikolo]], House Officer`,
  // 62. laboratorní výsledky (CZ)
  `[[ORG|Nemocnice Hranice a.s.]] — Oddělení klinické biochemie
Pacient: [[PERSON|Vlasta Procházková]]   Č. pacienta: [[MRN|HR-0771204]]
Datum narození: [[DATE_OF_BIRTH|14. 3. 1962]]   Pojišťovna: 111
Odesílající lékař: MUDr. [[PERSON|Tomáš Vrbenský]]
Odběr: 25.11.2026 07:30

Glukóza        6,8 mmol/l  ↑
Kreatinin      98 µmol/l
CRP            41 mg/l     ↑
Leukocyty      12,3        ↑
Výsledky ověřila: Ing. [[PERSON|Jarmila Doležalová]]
Informace: [[PHONE_E164|581 114 497]], [[EMAIL|laborator@nem-hranice.cz]]`,
  // 63. bank statement (ZA)
  `[[ORG|Karoo Mutual Bank Limited]] · Statement of account · Cheque account 10 4471 2290
Account holder: Ms [[PERSON|N. P. Dlamini-Mokoena]]
Card: [[CREDIT_CARD|4989 5200 1064 9238]]        Period: 01-30 Nov 2026

Date    Description                                  Amount (R)
01/11   SALARY [[ORG|UMGENI PACKAGING (PTY) LTD]]            +24 880.00
03/11   POS [[ORG|UMHLANGA VALUE SUPERSTORE]] PINETOWN                  -1 244.36
06/11   DEBIT ORDER [[ORG|KHANYA FUNERAL COVER]]                     -215.00
11/11   EFT TO [[PERSON|Sibusiso Dlamini]] school fees           -2 100.00
17/11   POS [[ORG|WESTVILLE PHARMACY]]                           -389.90
24/11   PREPAID AIRTIME 0823 REF 77411                       -99.00
Closing balance R 9 118.54. Fraud line [[PHONE_E164|0800 162 000]] · branch [[PHONE_E164|031 305 8227]]`,
  // 64. déclaration de sinistre (FR)
  `[[ORG|Mutuelle Auvergne Santé Prévoyance]] — Demande de remboursement hors parcours
Adhérent : M. [[PERSON|Abdelkader Benyamina]], né le [[DATE_OF_BIRTH|08/11/1970]]
N° adhérent : 0074418812
Bénéficiaire des soins : [[PERSON|Inès Benyamina]] (fille), née le [[DATE_OF_BIRTH|26/02/2011]]
Praticien : Dr [[PERSON|Claire Vidalenc]], orthodontiste, [[ORG|Cabinet d'Orthodontie du Lembron]]
Montant réglé : 980,00 € (dépassement honoraires)
Remboursement souhaité sur le compte : [[IBAN|FR77 2659 1918 4859 1322 0513 591]]
Téléphone : [[PHONE_E164|04 73 61 10 80]] ou [[PHONE_E164|+33 7 98 30 05 71]]
Courriel : [[EMAIL|a.benyamina@orange-mail.example.fr]]
Fait à Issoire, le 22/11/2026`,
  // 65. CV (ID)
  `DAFTAR RIWAYAT HIDUP
Nama lengkap   : [[PERSON|Rizky Ananda Pratama]]
Tempat/tgl lahir: Palembang, [[DATE_OF_BIRTH|9 Januari 1996]]
No. HP / WA    : [[PHONE_E164|0825-7619-1459]]
Email          : [[EMAIL|rizky.ap96@surel.co.id]]

Pengalaman kerja
2021-sekarang  Staf Keuangan, [[ORG|PT Sriwijaya Agro Lestari Tbk]]
2018-2021      Kasir, [[ORG|CV Musi Jaya Elektronik]]
Pendidikan
2014-2018      S1 Akuntansi, [[ORG|Universitas Musi Raya Palembang]]
Referensi: Bapak [[PERSON|Hendra Gunawan Saputra]], Manajer Keuangan, [[PHONE_E164|+62 812 301 025]]`,
  // 66. clinic note (MY)
  `[[ORG|Klinik Kesihatan Taman Cempaka Indah]] / Outpatient record
Name: [[PERSON|NUR AIN SYAHIRAH BINTI ROSLAN]]   RN: [[MRN|KKSA/26/008814]]
DOB: [[DATE_OF_BIRTH|30/09/2001]]   IC: not recorded (foreign spouse card pending)
Seen by: Dr [[PERSON|Yeoh Kok Wai]]   Date: 26/11/2026

Pesakit datang dengan demam 3 hari, sakit kepala, ruam. Dengue NS1 positive. Plt 98.
Plan: admit [[ORG|Hospital Permai Jaya]] for monitoring, referral letter given.
Suami ([[PERSON|Hafiz]]) dihubungi di [[PHONE_E164|+60 13-730 0630]].
Klinik: [[PHONE_E164|07-454 1730]]`,
  // 67. faktura (SE)
  `[[ORG|Ljungbergs Måleri & Fasad AB]]
Org.nr 556781-4420 · Bankgiro 5521-9034 · Tel [[PHONE_E164|031-81 79 35]]

FAKTURA nr 2026-338                                  Fakturadatum 2026-11-20
Kund: [[PERSON|Ebba Lindqvist]] och [[PERSON|Hampus Lindqvist]], Torpavallsgatan 7, Göteborg

Fasadmålning villa, 120 m²                    62 400 kr
ROT-avdrag (30 % av arbete)                  -14 040 kr
Moms ingår med                                12 480 kr
Att betala                                    48 360 kr

Betala till bankgiro ovan eller IBAN [[IBAN|SE71 4575 2048 7767 8775 6939]]. Förfallodatum 2026-12-20.
Frågor: [[PERSON|Mattias Ljungberg]], [[PHONE_E164|070-603 65 30]], [[EMAIL|mattias@ljungbergsmaleri.se]]`,
  // 68. LINE chat (JP)
  `[[PERSON|ゆい]] 18:20 明日の面談、[[PERSON|小林]]部長も来るって
[[PERSON|たくみ]] 18:22 まじか。資料まだ半分…
[[PERSON|ゆい]] 18:22 [[ORG|丸栄ホールディングス]]の件だよね？先方の[[PERSON|石田]]さんから電話あった
[[PERSON|ゆい]] 18:23 折り返しは [[PHONE_E164|03-4347-7946]] か携帯 [[PHONE_E164|090-9572-6997]] だって
[[PERSON|たくみ]] 18:25 了解、[[PERSON|拓海]]から掛けとく。ちなみに認証コード 402918 って何？
[[PERSON|ゆい]] 18:26 それ社内VPNのやつ、誰にも送らないでね笑
[[PERSON|たくみ]] 18:30 👍 あと[[PERSON|ほのか]]ちゃんの送別会、[[ORG|居酒屋 とり源]]で予約した`,
  // 69. scrisoare de aprobare credit (RO)
  `[[ORG|Banca Comercială Someșul S.A.]]
Cluj-Napoca, 24.11.2026
Către: Dl. [[PERSON|Horațiu-Mihai Pop]]
Stimate domnule [[PERSON|Pop]],

Vă informăm că solicitarea dumneavoastră de credit ipotecar nr. 26/CI/00913 a fost aprobată.
Date înregistrate: data nașterii [[DATE_OF_BIRTH|05.12.1988]], angajator [[ORG|Transilvania Software Solutions SRL]].
Suma va fi virată în contul [[IBAN|RO96 GFNS 2484 5756 7288 1487]].
Codebitor: dna [[PERSON|Andreea Pop]], cont [[IBAN|RO56 YYBT 3379 7797 3031 3248]].
Persoana de contact: [[PERSON|Corina Mureșan]], tel. [[PHONE_E164|0264 667 028]], mobil [[PHONE_E164|+40 743 619 906]].
Cu stimă, Departamentul Credite Persoane Fizice`,
  // 70. support ticket (US)
  `Ticket 884201 · Billing · opened via chat widget
Customer: [[PERSON|Mackenzie Oyelaran]] ([[EMAIL|mack.oyelaran@outlook-mail.example.com]])

customer: hi i got charged twice for the annual plan?? card is [[CREDIT_CARD|3799 162083 76574]]
customer: order #A-55120-7 and #A-55121-3 both on nov 24
agent [[PERSON|Rhea]]: So sorry about that, [[PERSON|Mackenzie]]! I can see both charges. Can you confirm the billing zip?
customer: 30307. also my husband's card [[CREDIT_CARD|6011 7375 9345 6685]] was used for the 2nd one i think
agent [[PERSON|Rhea]]: Got it — refund of $149.00 issued to the Discover card, 5-10 business days.
agent [[PERSON|Rhea]]: If it doesn't show, call our billing team at [[PHONE_E164|(404) 775-6530]].
[internal] refund approved by [[PERSON|Graham Tsosie]], ref RF-20931. Duplicate charge caused by retry bug in checkout 2.18.4.1.`,
  // 71. meeting notes (CA)
  `Board meeting — [[ORG|Okanagan Food Share Society]] — Nov 25, 2026
Present: [[PERSON|Priya Ramdeholl]] (chair), [[PERSON|Colm Fitzgerald]], [[PERSON|Hope Bélanger]], [[PERSON|Yusuf Abdi]]
Regrets: [[PERSON|Summer Nakamura]], [[PERSON|Rose Tremblay-Okoye]] (rose garden tour)

1. Grant from [[ORG|Columbia Basin Rural Trust]] received ($18,000). We hope to hire a part-time coordinator.
2. Freezer donated by [[ORG|Kelowna Appliance Depot]]; pickup arranged by [[PERSON|Colm]] ([[PHONE_E164|250-265-3007]]).
3. Volunteer sign-up form moved to [[URL|forms.okfoodshare.org/volunteer]]. Summer schedule to be drafted in March.
4. [[PERSON|Hope]] will contact [[ORG|Okanagan Public Health Unit]] about the food-safe certificates.
Next meeting Jan 13. Minutes by [[PERSON|Yusuf Abdi]] ([[EMAIL|secretary@okfoodshare.org]])`,
  // 72. Entlassungsbrief (AT)
  `[[ORG|Landeskrankenhaus Pölstal]] · Abteilung für Unfallchirurgie
Pat.-Nr.: [[MRN|40071182]]   Aufn.-Zahl: 2026/31774
Patientin: [[PERSON|Theresia Kogler]], geb. [[DATE_OF_BIRTH|19.04.1951]]
SVNR wird aus Datenschutzgründen nicht angeführt.

Sehr geehrter Herr Kollege [[PERSON|Pichler]],
wir berichten über Ihre Patientin, die vom 13.11. bis 20.11.2026 bei uns stationär aufgenommen war.
Diagnose: Pertrochantäre Femurfraktur re., versorgt mit Gammanagel am 14.11.
Mobilisation mit Rollator. Nahtentfernung am 12. postoperativen Tag.
Rückfragen: Stationsarzt Dr. [[PERSON|Florian Steinwender]], [[PHONE_E164|03572 22623]]
Angehörige: Sohn [[PERSON|Markus Kogler]], [[PHONE_E164|+43 664 1252711]]`,
  // 73. форум (RU)
  `Тема: Роутер сам меняет DNS — вирус?

[[PERSON|serg_volkov]] писал(а) 26.11.2026:
После обновления прошивки 2.0.14.3 в настройках роутера DNS стал [[IPV4|98.182.157.38]] вместо провайдерского.
Провайдер [[ORG|ТелеСеть-Поволжье]] говорит, что это не их. Кто-нибудь сталкивался?

Ответ от [[PERSON|Марина_К]]:
Сбрось до заводских и смени пароль админки. У меня было то же самое, адрес был [[IPV4|62.75.130.105]].
Инструкция: [[URL|https://help.telesetpv.ru/router-reset]]
Если не поможет — звони в поддержку [[PHONE_E164|8 (800) 741-92-10]], спроси [[PERSON|Алексея]], он толковый.`,
  // 74. dental claim (US)
  `[[ORG|Granite State Dental Benefits]] — ADA Dental Claim (summary)
Subscriber: [[PERSON|Ingrid Solvang-Marsh]]   SSN: [[SSN|777-58-3875]]   DOB: [[DATE_OF_BIRTH|08/19/1976]]
Patient: [[PERSON|Elias Marsh]] (dependent)   SSN: [[SSN|807 09 2701]]   DOB: [[DATE_OF_BIRTH|02/05/2012]]
Patient account no. (provider): [[MRN|DM-440917]]
Billing dentist: [[PERSON|Anjali Venkataraman]], DDS — [[ORG|Merrimack Family Dentistry PLLC]]
Phone [[PHONE_E164|(603) 982-4535]]   NPI 1932554017
Procedures 11/12/2026: D1120 prophylaxis, D1206 fluoride varnish, D0272 bitewings
Patient portion paid by card [[CREDIT_CARD|4941 0710 8806 4667]]
Note: old subscriber ID 000-41-2290 on file is invalid; do not use.`,
  // 75. kontoutskrift (NO)
  `[[ORG|Sparebanken Kvamsøy]] — Kontoutskrift november 2026
Kontoeier: [[PERSON|Sigrid Haugland Tveitnes]]
Kontonr. 3530.44.18207   IBAN [[IBAN|NO24 3364 6673 527]]

Dato    Tekst                                        Beløp
01.11   Lønn [[ORG|Odda Smelteverk AS]]                      +38 120,00
04.11   Varekjøp [[ORG|Norheimsund Matsenter]]                   -612,40
08.11   Vipps til [[PERSON|Kari Eide]]                         -350,00
12.11   eFaktura [[ORG|Hardanger Energi]]                    -1 184,00
19.11   Varekjøp [[ORG|Øystese Apotek]]                  -214,90
Saldo 30.11: 21 447,83
Kundeservice: [[PHONE_E164|52 47 30 73]] · Rådgiver [[PERSON|Øyvind Tveit]] [[PHONE_E164|+47 929 77 648]]`,
  // 76. NEGATIVE order confirmation (GB)
  negative(`Order confirmation — thank you for shopping with us!
Order no.: 7741-20931-55   Placed: 27/11/2026 21:14
Items: 1 x wool throw (oatmeal), 2 x linen cushion covers
Paid with card 4929 1187 6043 2219 (authorisation 771204)
Refunds go back to the original payment method; if you paid by bank transfer we will refund
to GB29 NWBK 6016 1331 9268 81 as given at checkout.
Gift receipt code: 8841-2209. Tracking: JD014600009884412209 (dispatch within 2 working days).
Your loyalty ID 900-12-4477 has been credited with 118 points.
Version of this e-mail template: 4.2.19.7`),
  // 77. NEGATIVE scam SMS (IN)
  negative(`Dear customer, your KYC is pending. Your a/c will be blocked in 24 hrs. Update now, OTP 662014,
ref no 8812 4471 0093. Aadhaar 1234 5678 9012 and PAN must be re-verified. Card 5412 7534 1198 0028
is on hold. Do not share this OTP with anyone. Ignore if already updated. Ticket ID TKT-2026-44781, app
version 7.3.1.2. Helpdesk reference 1800-IND-KYC (no calls accepted after 8 pm).`),
  // 78. discharge summary (IN)
  `[[ORG|Sanjeevani Heart & Multispeciality Hospital Pvt. Ltd.]], Nashik
DISCHARGE SUMMARY                           UHID: [[MRN|SHM-2611-00472]]
Patient: Mr. [[PERSON|Dattatraya Bhaskar Sonawane]]   DOB: [[DATE_OF_BIRTH|01/01/1958]]   Age: 68 Y
Aadhaar: [[NATIONAL_ID|5586 7475 5457]]   PAN (for mediclaim): [[NATIONAL_ID|QJIPY5951V]]
TPA: [[ORG|Medisure TPA Services]]   Policy holder: son [[PERSON|Nikhil Sonawane]], PAN [[NATIONAL_ID|RPRPG2251G]]
Consultant: Dr. [[PERSON|Rutuja Kale]] (Cardiology)
DOA 17/11/2026  DOD 22/11/2026
Diagnosis: Inferior wall MI, PTCA to RCA with 1 DES.
Follow-up with Dr. [[PERSON|Kale]] on 06/12/2026. Cardiac rehab at [[ORG|Godavari Wellness Centre]].
Contact: [[PHONE_E164|90113 03939]] (son), hospital helpdesk [[PHONE_E164|0253 5530164]]`,
  // 79. HR letter (GB)
  `[[ORG|Marlowe & Quennell Solicitors LLP]] — Human Resources
Private & confidential

Dear [[PERSON|Tobias]],

Further to your acceptance of the role of Trainee Solicitor, please check the details we will send to payroll:
  Full name: [[PERSON|Tobias Nwankwo-Pryce]]
  Date of birth: [[DATE_OF_BIRTH|12 May 2001]]
  NI number: [[NATIONAL_ID|BK 11 86 41 B]]
  Salary account: [[IBAN|GB77 PCVC 5715 6008 4577 01]]
  Emergency contact: [[PERSON|Florence Pryce]] (mother), [[PHONE_E164|07927 387 895]]
Your supervisor will be [[PERSON|Imogen Castleford]]; IT will e-mail your login from [[EMAIL|it-onboarding@marlowequennell.co.uk]].
Any questions, call me on [[PHONE_E164|020 7386 8551]].
Kind regards, [[PERSON|Grace Adomako]], HR Adviser`,
  // 80. tax organizer e-mail (US)
  `From: [[PERSON|Sunil Raghavan]] <[[EMAIL|sunil@raghavan-cpa.com]]>
To: [[PERSON|Varun Iyer]]; [[PERSON|Meenakshi Natarajan]]
Subject: 2026 returns — US 1040 + India ITR checklist

Hi [[PERSON|Varun]] and [[PERSON|Meenakshi]],

Thanks for the organizer. Before I file, please confirm these identifiers (reply, don't text them):
  US: [[PERSON|Varun]] SSN [[SSN|070-05-0754]]; [[PERSON|Meenakshi]] SSN [[SSN|186-35-4712]] (she moved from ITIN last year)
  India (rental income in Chennai): [[PERSON|Varun]]'s PAN [[NATIONAL_ID|FUOPF3470D]], linked Aadhaar [[NATIONAL_ID|5396 5127 7589]]
Your 1099-INT from [[ORG|Harborview Federal Savings]] and the rent receipts from [[ORG|Adyar Property Managers]] are in.
The old SSN you typed on page 3 had 8 digits (123-45-678), so I ignored it.
Portal for uploads: [[URL|https://portal.raghavan-cpa.com/upload]] — call [[PHONE_E164|(908) 763-1895]] with questions.
[[PERSON|Sunil]]
[[ORG|Raghavan & Associates CPAs, LLC]]`,
];

/** The documents of HELDOUT_E_2_CORPUS written as intentional negatives. */
export const HELDOUT_E_2_NEGATIVES: ReadonlySet<string> = NEGATIVES;
