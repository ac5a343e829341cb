/**
 * Tuning half of the 2026 labelled corpus (issue 22): realistic support tickets, e-mails, chat logs,
 * clinical notes, bank statements and CVs, written by a labeller who did not see the detector. Use
 * it freely while tuning; its twin `heldout.ts` must never be. Markup `[[TYPE|value]]`, conventions
 * in README.md. Documents wrapped in `negative(...)` intentionally contain no gold value.
 */

const negatives = new Set<string>();

/** Marks a document that intentionally has no labelled value (look-alikes only). */
function negative(doc: string): string {
  negatives.add(doc);
  return doc;
}

export const TUNE_CORPUS: readonly string[] = [
  // 1 support ticket, German
  `Ticket #SR-20931 | Priorität: hoch | Kanal: E-Mail
Kunde: [[PERSON|Lukas Brandstätter]] ([[ORG|Brandstätter Logistik GmbH]])
Kontakt: [[EMAIL|l.brandstaetter@brandstaetter-logistik.at]], mobil [[PHONE_E164|+43 664 2817 3390]]

Guten Tag,
seit dem Update auf Version 4.18.2.7 können wir keine Rechnungen mehr exportieren. Unser Buchhalter, Herr [[PERSON|Dietmar Kogler]], hat es auf zwei Rechnern probiert. Bitte rufen Sie ihn unter [[PHONE_E164|0316 482119]] zurück.
Die Zahlung für Rechnung INV-2026-04471 (EUR 1.240,00) ging bereits an [[IBAN|AT79 3668 0291 4325 9668]].

Mit freundlichen Grüßen
[[PERSON|Lukas Brandstätter]]`,
  // 2 e-mail, French
  `From: [[PERSON|Camille Lefèvre]] <[[EMAIL|camille.lefevre@atelier-rivoli.fr]]>
To: [[EMAIL|compta@maison-duroc.fr]]
Subject: Facture F-2026-118 – relance

Bonjour M. [[PERSON|Duroc]],

Je me permets de vous relancer au sujet de la facture F-2026-118 (1 480,00 €) adressée à [[ORG|Maison Duroc SARL]]. Le virement est à effectuer sur notre compte [[IBAN|FR53 4975 2565 52FT 4101 8820 075]] ouvert au [[ORG|Crédit Mutuel]].
Vous pouvez me joindre au [[PHONE_E164|01 42 68 53 00]] ou sur mon portable [[PHONE_E164|06 12 47 85 90]].

Cordialement,
[[PERSON|Camille Lefèvre]]
[[ORG|Atelier Rivoli SAS]]`,
  // 3 chat log, lower-case names, names that are words
  `[09:14] [[PERSON|john miller]]: morning! did anyone see the alert from [[IPV4|10.20.4.117]] last night?
[09:15] [[PERSON|li na]]: yeah i think it's the backup job. [[PERSON|wei]] said he'd look at it
[09:15] [[PERSON|john miller]]: cool. also the summer sale banner is still live on staging lol
[09:16] [[PERSON|li na]]: will fix after standup. can you mark the ticket as blocked?
[09:17] [[PERSON|rose]]: fyi the rep from [[ORG|Kestrel Analytics Ltd]] called, his number is [[PHONE_E164|+44 20 7946 0381]]
[09:18] [[PERSON|john miller]]: thx [[PERSON|rose]], i'll call him after lunch. hope it's not about the renewal`,
  // 4 clinical note, Irish hospital
  `DISCHARGE SUMMARY — [[ORG|St. Vincent's University Hospital]]
Patient: [[PERSON|Aoife Ní Bhriain]]    MRN: [[MRN|SVH-00482913]]    DOB: [[DATE_OF_BIRTH|14/03/1961]]
Admitted: 02/11/2026    Discharged: 09/11/2026
Attending: Dr. [[PERSON|Kieran Moloney]]

64-year-old woman admitted with community-acquired pneumonia. Treated with co-amoxiclav 1.2 g IV, then oral. CRP fell from 182 to 24 mg/L. Follow-up with her GP, Dr. [[PERSON|Siobhan Keating]], in two weeks; practice phone [[PHONE_E164|(01) 283 6719]].
Next of kin: husband [[PERSON|Declan Brennan]], mobile [[PHONE_E164|087 241 5583]].`,
  // 5 bank statement, Finland
  `[[ORG|Nordea Bank Abp]] — Tiliote / Account statement 10/2026
Account holder: [[PERSON|Mikko Järvinen]]
IBAN: [[IBAN|FI67 0996 6858 4029 01]]    BIC: NDEAFIHH
Period 01.10.2026 – 31.10.2026

03.10  Card purchase [[ORG|Kesko Oyj]] Espoo                  -84,20
05.10  Salary [[ORG|Vaisala Oyj]]                             +3 912,55
09.10  Transfer to [[PERSON|Sanna Virtanen]] [[IBAN|SE94 7380 8825 7028 5391 9231]]   -250,00
14.10  Visa Electron ****4471 Summer Sale webshop            -12,90
21.10  Direct debit [[ORG|Elisa Oyj]] ref 104882               -39,90
Closing balance EUR 6 107,33`,
  // 6 CV, India
  `CURRICULUM VITAE
[[PERSON|Ananya Krishnamurthy]]
Bengaluru, India · [[PHONE_E164|+91 98450 31276]] · [[EMAIL|ananya.k@protonmail.com]]
[[URL|github.com/ananyak]] · [[URL|https://www.linkedin.com/in/ananya-krishnamurthy]]
Date of birth: [[DATE_OF_BIRTH|22 August 1994]]

EXPERIENCE
Data Scientist, [[ORG|Infosys Ltd]] (2019–2023)
 - Built churn models for a telecom client; AUC 0.87.
Senior Data Scientist, [[ORG|Razorpay Software Pvt Ltd]] (2023–present)
 - Fraud scoring for Mastercard and Visa transactions at 12k req/s.

EDUCATION
M.Tech, [[ORG|Indian Institute of Science]], 2019
REFERENCES: Prof. [[PERSON|Raghav Subramanian]], on request.`,
  // 7 support ticket, names that are words
  `Subject: Double charge on order #A-558120
From: [[EMAIL|will.turner88@gmail.com]]

Hi support,
I'm [[PERSON|Will Turner]]. I ordered the Summer Sale bundle (order #A-558120) and was charged twice, USD 149.00 each. Card used: [[CREDIT_CARD|4490 2243 6186 1763]]. Your SMS said "your code is 482913" but the second charge went through anyway.
Will you refund one of them? You can reach me on [[PHONE_E164|(503) 555-0147]].
Thanks,
[[PERSON|Will]]

--- internal note ---
Agent [[PERSON|Mark Ellison]]: confirmed duplicate, refund ref RF-88213 issued. [[ORG|UPS]] tracking 1Z84F2900311894402 not affected. Mark as resolved once the bank confirms.`,
  // 8 e-mail, Spanish
  `De: [[PERSON|María José Fernández Ruiz]] <[[EMAIL|mjfernandez@construcciones-alcala.es]]>
Para: Sr. [[PERSON|Javier Ortega]]
Asunto: Presupuesto obra calle Mayor

Estimado Sr. [[PERSON|Ortega]]:
Le adjunto el presupuesto de [[ORG|Construcciones Alcalá S.L.]] por 48.600 €. Si está conforme, el anticipo del 30 % se abona en [[IBAN|ES95 7466 2898 0438 2454 4680]] ([[ORG|Banco Santander S.A.]]).
Mi teléfono directo es [[PHONE_E164|912 345 678]] y el móvil [[PHONE_E164|+34 622 18 94 07]].
Un saludo,
[[PERSON|María José Fernández]]`,
  // 9 chat log, Japanese
  `#ops-tokyo
[[PERSON|佐藤 健]] 10:02  本番DB（[[IPV4|172.31.8.44]]）が応答しません。[[PERSON|田中]]さん、見てもらえますか？
[[PERSON|田中 美咲]] 10:04  確認します。[[ORG|株式会社ネクストリンク]]のサポート窓口は [[PHONE_E164|03-5412-7789]] です。
[[PERSON|佐藤 健]] 10:05  ありがとう。[[PERSON|Kenji]] here, I'll also ping [[PERSON|hiro]] in Osaka ([[PHONE_E164|06-6341-2258]]).
[[PERSON|Emily Carter]] 10:09  fyi agent 3.11.0.2 is the build with the memory leak, not the DB.`,
  // 10 clinical letter, German
  `Arztbrief – [[ORG|Klinikum rechts der Isar]]
Patientin: Frau [[PERSON|Hildegard Obermaier]], geb. [[DATE_OF_BIRTH|03.07.1948]]
Patienten-Nr.: [[MRN|KRI-7734221]]

Sehr geehrte Frau Kollegin [[PERSON|Schäfer]],
wir berichten über Ihre Patientin, die vom 12.10. bis 19.10.2026 stationär behandelt wurde. Diagnose: NSTEMI, PCI des RIVA mit DES. Medikation: ASS 100 mg, Ticagrelor 90 mg 1-0-1, Atorvastatin 40 mg.
Rückfragen gerne an Dr. [[PERSON|Florian Wimmer]] unter [[PHONE_E164|089 4140-2271]].

Mit kollegialen Grüßen
Prof. Dr. [[PERSON|Renate Haslinger]]`,
  // 11 bank statement, UK
  `[[ORG|Monzo Bank Ltd]] — Statement, October 2026
[[PERSON|Oluwaseun Adebayo-Smith]]
Flat 3, 18 Rose Street, Edinburgh EH2 2PR
IBAN [[IBAN|GB89 HHBL 3016 3968 9502 01]]

01 Oct  Faster Payment to [[PERSON|Grace Okafor]] "rent Nov"       -725.00
04 Oct  Direct Debit [[ORG|Scottish Water]]                        -38.12
07 Oct  Card payment [[ORG|Tesco Stores Ltd]]                      -61.47
12 Oct  Salary [[ORG|Skyscanner Ltd]]                           +2,904.18
19 Oct  Grace period fee refunded                                +15.00
27 Oct  Transfer from [[PERSON|Bill Henderson]]                    +40.00
Closing balance £3,114.06. Your security code will never be requested by phone.`,
  // 12 CV, Brazil
  `[[PERSON|Thiago Nogueira Albuquerque]]
Engenheiro de Software · São Paulo, SP
[[EMAIL|thiago.albuquerque@outlook.com.br]] · [[PHONE_E164|+55 11 98765-4321]] · [[URL|gitlab.com/tnalbuquerque]]
Nascimento: [[DATE_OF_BIRTH|09/05/1990]]

Experiência
2021–atual  Engenheiro Sênior, [[ORG|Nubank - Nu Pagamentos S.A.]]
2017–2021   Desenvolvedor Backend, [[ORG|Stone Pagamentos S.A.]]
2014–2017   Estagiário e Analista, [[ORG|Totvs S.A.]]

Idiomas: português (nativo), inglês (fluente), espanhol (intermediário)
Referência: [[PERSON|Fernanda Lima]], [[ORG|Localiza Rent a Car S.A.]], [[PHONE_E164|(31) 3247-7600]]`,
  // 13 support ticket, Australia
  `Case 00918273 — Billing
Account: [[ORG|Harbourside Dental Pty Ltd]] (ABN shown on invoice)
Raised by: [[PERSON|Chloe Nguyen]] <[[EMAIL|chloe@harboursidedental.com.au]]>

Hi team, our direct debit for invoice INV-77410 bounced. Please retry on [[CREDIT_CARD|5138 5222 6678 4450]] instead (it's the practice Mastercard). The previous card 5138 5222 6678 4451 was cancelled.
Best number is the front desk [[PHONE_E164|(02) 9876 5432]] or my mobile [[PHONE_E164|0412 345 678]].
Cheers, [[PERSON|Chloe]]`,
  // 14 e-mail, Dutch
  `Van: [[PERSON|Sanne de Vries]] <[[EMAIL|s.devries@bakkerij-vandam.nl]]>
Aan: [[PERSON|Pieter van Dam]]
Onderwerp: Leveranciersgegevens

Beste [[PERSON|Pieter]],

Hierbij de nieuwe bankgegevens van [[ORG|Bakkerij Van Dam B.V.]]: [[IBAN|NL98 XIVZ 7926 1967 26]] t.n.v. [[ORG|Bakkerij Van Dam]]. De oude rekening bij [[ORG|ING Bank N.V.]] wordt per 1 december opgeheven.
Bel me gerust op [[PHONE_E164|06-12345678]] of kantoor [[PHONE_E164|020 624 1189]].

Met vriendelijke groet,
[[PERSON|Sanne de Vries]]
Financiële administratie`,
  // 15 chat log, Russian
  `[[PERSON|Дмитрий Соколов]]: коллеги, кто отвечает за договор с [[ORG|ООО «Северный ветер»]]?
[[PERSON|Анна Петрова]]: я. Их директор, [[PERSON|Игорь Валентинович Кузнецов]], просил перезвонить на [[PHONE_E164|+7 495 123-45-67]]
[[PERSON|Дмитрий Соколов]]: ок. а счёт 2026/114 уже оплачен?
[[PERSON|Анна Петрова]]: да, платёжка ушла вчера. код подтверждения был 771204, если что
[[PERSON|sergey]]: [[PERSON|аня]], скинь мне его почту плиз
[[PERSON|Анна Петрова]]: [[EMAIL|i.kuznetsov@severny-veter.ru]]`,
  // 16 clinical note, US
  `PROGRESS NOTE
Pt: [[PERSON|Marcus DeShawn Williams]]   MRN [[MRN|00734418]]   DOB [[DATE_OF_BIRTH|11/02/1977]]
Insurance: [[ORG|Blue Cross Blue Shield of Illinois]]   SSN on file: [[SSN|412-68-3097]]
Seen by: [[PERSON|Hope Martinez]], NP

S: 49 y/o M with T2DM, reports better glucose control since starting metformin 1000 mg BID. Denies chest pain. Hope to reduce insulin next visit.
O: BP 132/84, HbA1c 7.1% (down from 8.4%).
A/P: Continue current regimen. Refer to podiatry at [[ORG|Northwestern Memorial Hospital]], scheduling line [[PHONE_E164|312-926-2000]]. RTC 3 months.`,
  // 17 bank statement, Germany
  `[[ORG|Commerzbank AG]] · Kontoauszug Nr. 11/2026
Kontoinhaber: [[PERSON|Katrin Schulze-Wendt]]
IBAN [[IBAN|DE57 6383 3687 0683 8076 09]] · BIC COBADEFFXXX

02.11.  Lastschrift [[ORG|Vodafone GmbH]] Kd-Nr. 48812093          -44,99
04.11.  Gehalt [[ORG|SAP SE]]                                 +4.812,33
06.11.  Überweisung an [[PERSON|Jonas Albrecht]] Miete             -950,00
         Ziel-IBAN DE89 3704 0044 0532 0130 01 ungültig – Rückbuchung
11.11.  Kartenzahlung [[ORG|dm-drogerie markt GmbH + Co. KG]]        -23,85
15.11.  Gutschrift [[PERSON|Heinz Schulze]]                          +200,00
Neuer Saldo: 5.311,72 EUR`,
  // 18 CV, Korea
  `[[PERSON|김민준]] ([[PERSON|Minjun Kim]])
Seoul, Korea · [[PHONE_E164|010-4827-1953]] · [[EMAIL|minjun.kim@kakao.com]]
Portfolio: [[URL|https://minjun.dev]]

Work experience
2022–now   Backend Engineer, [[ORG|Naver Corporation]]
2019–2022  Software Engineer, [[ORG|삼성전자 주식회사]] ([[ORG|Samsung Electronics Co., Ltd.]])

Education
B.S. Computer Science, [[ORG|KAIST]], 2019

Reference: [[PERSON|박서연]], Team Lead, [[EMAIL|seoyeon.park@navercorp.com]]`,
  // 19 support ticket, look-alikes only
  negative(`Ticket #INC-0041877 — "Payment page rejects card"
Steps: enter test card 4111 1111 1111 1112 (fails Luhn, expected), amount 89.90 EUR, voucher SUMMER25.
Observed: error 402 "card declined" instead of "invalid number".
Environment: checkout-web v2.14.3.1, API build 5.0.12.8, Chrome 131.0.6778.86.
Order numbers tried: 7730019925, 7730019926. parcel tracking JJD000390007788123 unaffected.
Also IBAN check: DE58 6383 3687 0683 8076 09 correctly rejected (bad check digits).
SSN field accepted 000-12-3456 — should be refused. One-time code in logs: 093417.`),
  // 20 e-mail, Hindi-English
  `From: [[PERSON|Rohit Sharma]] <[[EMAIL|rohit.sharma@tatamotors.example.in]]>
To: HR Shared Services
Subject: KYC update for payroll

Hi team, mera PAN [[NATIONAL_ID|BNZPS4821K]] hai aur Aadhaar [[NATIONAL_ID|6640 7519 5087]]. Pichli baar payroll mein galat account number chala gaya tha, please check karo.
Salary account: [[ORG|HDFC Bank Ltd]], branch Andheri East. Kisi bhi doubt ke liye mujhe [[PHONE_E164|+91 98201 44716]] pe call karna, ya mere manager [[PERSON|Sunita Deshpande]] ko.
Thanks,
[[PERSON|Rohit]]
[[ORG|Tata Motors Ltd]]`,
  // 21 e-mail, Arabic and English
  `From: [[PERSON|Khalid Al-Mansouri]] <[[EMAIL|k.almansouri@gulfstar-trading.ae]]>
Subject: Shipment delay – PO 44018

Dear [[PERSON|Fatima]],

Our logistics partner [[ORG|Gulf Star Trading LLC]] confirms the containers left Jebel Ali yesterday. Please settle the balance of AED 86,400 to [[IBAN|AE38 6946 0995 8237 2651 616]] at [[ORG|Emirates NBD PJSC]].
For customs questions call my colleague [[PERSON|يوسف الحمادي]] on [[PHONE_E164|+971 50 318 4472]] or the office [[PHONE_E164|04 339 2810]].

مع أطيب التحيات،
[[PERSON|خالد المنصوري]]`,
  // 22 support ticket, Israel, Hebrew
  `פנייה מס' 55120 – חיוב כפול
שם הלקוח: [[PERSON|נועה כהן]]
טלפון: [[PHONE_E164|052-731-4408]]
דוא"ל: [[EMAIL|noa.cohen@walla.co.il]]

שלום, חויבתי פעמיים על הזמנה 90231. הכרטיס: [[CREDIT_CARD|5225 1695 4165 2856]].
Agent note (EN): spoke with [[PERSON|Noa]], refund of ILS 312.00 approved by [[PERSON|Avi Mizrahi]]. Merchant account at [[ORG|Bank Leumi le-Israel B.M.]], settlement IBAN [[IBAN|IL70 8058 5515 5366 4476 902]].`,
  // 23 clinical note, Greek patient in Germany
  `Notaufnahme – [[ORG|Universitätsklinikum Heidelberg]]
Patient: [[PERSON|Γιώργος Παπαδόπουλος]] ([[PERSON|Giorgos Papadopoulos]]), geb. [[DATE_OF_BIRTH|21.09.1958]]
Aufnahme-Nr. 26-0093311 · Pat.-Nr. [[MRN|UKHD 4471829]]

Der Patient stellt sich mit akuter Dyspnoe vor. Die Tochter, Frau [[PERSON|Eleni Papadopoulou]], übersetzt (Tel. [[PHONE_E164|0176 22839145]]). Vorbefunde vom Hausarzt Dr. [[PERSON|Konstantinos Georgiou]], Mannheim.
Labor: BNP 1840 pg/ml, Troponin negativ. Echo: EF 35 %. Aufnahme auf Station 14.`,
  // 24 bank statement, Poland
  `[[ORG|mBank S.A.]] — Wyciąg z rachunku nr 10/2026
Posiadacz: [[PERSON|Agnieszka Wróblewska]]
Rachunek: [[IBAN|PL43 2138 6083 9835 8850 1676 1392]]

02.10  Przelew przychodzący: wynagrodzenie [[ORG|Comarch S.A.]]        +9 840,00 PLN
05.10  Przelew do [[PERSON|Tomasz Zieliński]], czynsz                 -2 300,00 PLN
08.10  Płatność kartą Visa ****2210 [[ORG|Allegro.pl sp. z o.o.]]          -189,99 PLN
12.10  Zlecenie stałe [[ORG|Orange Polska S.A.]]                        -65,00 PLN
19.10  Przelew od [[PERSON|Marek Wróblewski]] "na prezent"             +500,00 PLN
Saldo końcowe: 14 277,13 PLN`,
  // 25 CV, Germany
  `LEBENSLAUF
[[PERSON|Johanna Rose Lindqvist]]
Geburtsdatum: [[DATE_OF_BIRTH|17. Juni 1988]] in Göteborg
Adresse: Mark-Twain-Straße 12, 10115 Berlin
Telefon: [[PHONE_E164|0151 23456789]] · E-Mail: [[EMAIL|johanna.lindqvist@posteo.de]]
Web: [[URL|www.jlindqvist.design]]

Berufserfahrung
seit 2021  Senior UX Designerin, [[ORG|Zalando SE]], Berlin
2016–2021  UX Designerin, [[ORG|Spotify AB]], Stockholm
2013–2016  Werkstudentin, [[ORG|IKEA of Sweden AB]]

Sprachen: Schwedisch, Deutsch, Englisch
Referenzen: [[PERSON|Grace Müller-Hahn]] ([[ORG|Zalando]]), [[PERSON|Erik Sandberg]] ([[ORG|Spotify]])`,
  // 26 chat log, Slack, mixed
  `#incident-2291
[[PERSON|priya]] 14:02  api gateway at [[IPV4|192.168.40.12]] is returning 502s again
[[PERSON|mark]] 14:03  on it. might be the cert on [[URL|status.meridianpay.io]]
[[PERSON|priya]] 14:05  [[PERSON|mark]] can you also check the summer release flag? v5.2.0.9 has it on by default
[[PERSON|olu]] 14:06  the partner from [[ORG|Paystack Payments Ltd]] says their callback [[IPV4|41.58.112.7]] got blocked by our WAF
[[PERSON|mark]] 14:10  whitelisted. ticket INC-2291 updated, ping [[PERSON|grace hopper-lee]] if it recurs
[[PERSON|priya]] 14:11  ty! [[PERSON|grace]] is ooo till monday btw`,
  // 27 e-mail, Italian
  `Da: [[PERSON|Giulia Ferraresi]] <[[EMAIL|g.ferraresi@ferraresi-tessuti.it]]>
A: Ufficio acquisti [[ORG|Moda Lario S.r.l.]]
Oggetto: Conferma ordine n. 2026/3391

Gentile dott. [[PERSON|Bianchi]],
confermo l'ordine di 1.200 metri di lino. Il pagamento va effettuato su [[IBAN|IT56 R552 8081 4142 1544 4642 491]] intestato a [[ORG|Ferraresi Tessuti S.p.A.]], presso [[ORG|Intesa Sanpaolo S.p.A.]].
Per urgenze: [[PHONE_E164|031 274 8812]] oppure cellulare [[PHONE_E164|+39 347 118 2290]].

Cordiali saluti,
[[PERSON|Giulia Ferraresi]]`,
  // 28 clinical note, India, Devanagari
  `OPD Record — [[ORG|Apollo Hospitals Enterprise Ltd]], Chennai
Patient: [[PERSON|राजेश कुमार वर्मा]] ([[PERSON|Rajesh Kumar Verma]])   UHID: [[MRN|APL-CHN-2204178]]
DOB: [[DATE_OF_BIRTH|05-01-1969]]   Aadhaar: [[NATIONAL_ID|4110 2668 6971]]
Referred by: Dr. [[PERSON|Meenakshi Iyer]]

C/o chest tightness on exertion x 3 weeks. Known HTN on amlodipine 5 mg. TMT positive at stage 2. Advised CAG.
Attendant: son [[PERSON|Amit Verma]], [[PHONE_E164|+91 94441 20357]].
Next review 02/12/2026 (appointment, not DOB).`,
  // 29 bank statement, Netherlands / Belgium
  `[[ORG|KBC Bank NV]] — Rekeninguittreksel 0042
Titularis: [[PERSON|Wouter Vermeulen]] en [[PERSON|Lotte Claes]]
Rekening: [[IBAN|BE43 9556 3857 0138]]

03/11  Domiciliëring [[ORG|Proximus NV]]               -54,99
06/11  Overschrijving van [[ORG|Colruyt Group NV]] loon  +2.715,40
09/11  Overschrijving naar [[PERSON|Summer Peeters]] "kinderopvang" -310,00
12/11  Betaling Bancontact Summer Sale [[ORG|Torfs]]           -79,95
18/11  Overschrijving naar [[IBAN|NL20 INGB 0001 2345 67]]    -120,00
Nieuw saldo: 4.018,22 EUR`,
  // 30 CV, Thailand
  `RESUME
[[PERSON|สมชาย ใจดี]] ([[PERSON|Somchai Jaidee]])
Bangkok, Thailand · [[PHONE_E164|+66 81 234 5678]] · [[EMAIL|somchai.j@hotmail.co.th]]

Experience
2020–present  Regional Sales Manager, [[ORG|Siam Cement Group Public Company Limited]]
2015–2020     Account Executive, [[ORG|Central Retail Corporation]]
2013–2015     Management Trainee, [[ORG|PT Unilever Indonesia Tbk]], Jakarta

Education: BBA, [[ORG|Chulalongkorn University]], 2013
References: [[PERSON|วิภาวรรณ ศรีสุข]], HR Director — [[PHONE_E164|02 586 1111]]`,
  // 31 support ticket, US SSN bare after "is"
  `Case #CS-310447 — Identity verification failed
Customer: [[PERSON|Brianna Kowalczyk]], [[EMAIL|bkowalczyk@icloud.com]]

Customer called from [[PHONE_E164|(414) 555-0162]]. Says her SSN is [[SSN|523 71 4096]] and the form rejected it. I tried 523-71-409 (she misread a digit) which also failed. Her employer, [[ORG|Northern Trust Corporation]], needs the 1099 by Friday.
Escalated to Tier 2 ([[PERSON|Rose Delgado]]). Do NOT send the one-time code 661029 by e-mail.
Order 5561-2290-1183-4470 is the subscription renewal, not a card number.`,
  // 32 e-mail, Swedish / Norwegian / Danish firms
  `From: [[PERSON|Ingrid Haugen]] <[[EMAIL|ingrid.haugen@fjordlaks.no]]>
To: [[PERSON|Mads Kristensen]] <[[EMAIL|mk@nordfisk.dk]]>
Subject: Re: Faktura 88213

Hei [[PERSON|Mads]],

Takk for betalingen. For fremtidige fakturaer fra [[ORG|Fjordlaks AS]], bruk [[IBAN|NO82 1869 1283 002]]. Our Danish entity [[ORG|Nordfisk A/S]] should still pay into [[IBAN|DK81 2686 1648 9918 97]].
I'm on [[PHONE_E164|+47 912 34 567]] until Friday, after that call [[PERSON|Lars Johansson]] at [[ORG|Havsbruk AB]] ([[PHONE_E164|+46 8 123 456 78]]).

Mvh,
[[PERSON|Ingrid]]`,
  // 33 chat log, Chinese
  `[[PERSON|王磊]]：@[[PERSON|李娜]] 明天的客户会议改到下午三点了
[[PERSON|李娜]]：好的。[[ORG|深圳市腾龙科技有限公司]]的联系人是谁？
[[PERSON|王磊]]：[[PERSON|陈静]]，电话 [[PHONE_E164|+86 138 0013 8000]]，邮箱 [[EMAIL|chenjing@tenglong-tech.cn]]
[[PERSON|李娜]]：收到。报价单版本 v2.3.1.5 还是旧的，我改一下
[[PERSON|zhang wei]]：fyi [[PERSON|chen jing]] prefers English in writing`,
  // 34 clinical note, US paediatrics
  `PEDIATRIC VISIT — [[ORG|Lurie Children's Hospital of Chicago]]
Patient: [[PERSON|Summer Rain Okonkwo]]   MRN: [[MRN|LCH-5528190]]   DOB: [[DATE_OF_BIRTH|2019-06-30]]
Guardian: mother, [[PERSON|Adaeze Okonkwo]], cell [[PHONE_E164|773-555-0128]]

7 y/o F with 3 days of fever and sore throat. Rapid strep positive. Amoxicillin 50 mg/kg/day x 10 days. School note for 11/26–11/27. Summer camp form signed. Follow up with Dr. [[PERSON|Daniel Weiss]] if not improved in 48 h.`,
  // 35 bank statement, Spain / Mexico
  `[[ORG|BBVA México, S.A.]] · Estado de cuenta octubre 2026
Cliente: [[PERSON|Alejandro Gutiérrez Salinas]]
CLABE: 012180001234567891 · Tel. [[PHONE_E164|55 5226 2663]]

02/10  Depósito nómina [[ORG|Grupo Bimbo, S.A.B. de C.V.]]            +$38,450.00
05/10  Pago tarjeta Mastercard ****8812                   -$6,200.00
09/10  Transferencia SPEI a [[PERSON|Lucía Ramírez]]                 -$1,500.00
14/10  Cargo [[ORG|Teléfonos de México, S.A.B. de C.V.]]              -$599.00
22/10  Transferencia de [[ORG|Distribuidora Laguna S.A. de C.V.]]      +$12,000.00
Saldo final: $71,912.40 MXN. Folio 0092231.`,
  // 36 CV, France
  `[[PERSON|Théo Marchand-Diallo]]
Ingénieur DevOps · Lyon
[[PHONE_E164|+33 6 71 82 93 04]] · [[EMAIL|theo.marchand@laposte.net]] · [[URL|github.com/tmarchand]]
Né le [[DATE_OF_BIRTH|2 février 1992]] à Dakar

Expérience
2020–2026  Ingénieur SRE, [[ORG|OVH Groupe SA]], Roubaix
2017–2020  Administrateur systèmes, [[ORG|Capgemini SE]]
2016       Stage, [[ORG|Orange Business Services SAS]]

Références : M. [[PERSON|Octave Lambert]] ([[ORG|OVH]]), Mme [[PERSON|Aminata Diop]] ([[PHONE_E164|04 72 10 30 30]])`,
  // 37 support ticket, South Africa / Nigeria
  `Ticket #ZA-7731 | Merchant onboarding
Merchant: [[ORG|Karoo Crafts (Pty) Ltd]], Cape Town
Contact: [[PERSON|Thandiwe Mokoena]] · [[PHONE_E164|+27 82 555 0193]] · [[EMAIL|thandi@karoocrafts.co.za]]
Second director: [[PERSON|Pieter Botha]], [[PHONE_E164|021 418 7720]]

Issue: settlement account rejected. Nigerian partner [[ORG|Lagos Weave Enterprises Ltd]] ([[PERSON|Chinedu Eze]], [[PHONE_E164|0803 555 0147]]) also cannot receive payouts. Payout ref PO-99120-ZA. Invoice 20261104 attached; amounts in ZAR 14 500,00.`,
  // 38 e-mail, Japanese business
  `差出人: [[PERSON|山本 大輔]] <[[EMAIL|d.yamamoto@sakura-denki.co.jp]]>
宛先: [[ORG|ミドリ精機株式会社]] 営業部 [[PERSON|鈴木]]様
件名: お見積りの件（No. Q-2026-0588）

[[PERSON|鈴木]]様

いつもお世話になっております。[[ORG|さくら電機株式会社]]の[[PERSON|山本]]です。
ご依頼のお見積りを添付いたします。ご不明な点は [[PHONE_E164|03-1234-5678]]（代表）または携帯 [[PHONE_E164|090-8765-4321]] までご連絡ください。

よろしくお願いいたします。`,
  // 39 chat log, support chat with words-as-names
  `Chat transcript 2026-11-18
Bot: Hi! What's your name?
Visitor: [[PERSON|bill]]
Bot: Hi [[PERSON|Bill]], how can we help?
[[PERSON|bill]]: my bill is wrong, you charged the premium plan twice
Agent [[PERSON|Hope Castillo]]: Sorry about that! Can you give me the e-mail on the account?
[[PERSON|bill]]: [[EMAIL|bill.ng@fastmail.com]]
Agent [[PERSON|Hope Castillo]]: Thanks. I see two charges on Visa ending 0042 — I've refunded the second one (ref R-448120). I hope that helps!`,
  // 40 e-mail, recruiter, negatives "Data Scientist"
  `From: [[PERSON|Natalia Vasquez]] <[[EMAIL|natalia@talentbridge-partners.com]]>
Subject: Data Scientist role at a fintech — interested?

Hi [[PERSON|Arjun]],

I'm a recruiter at [[ORG|TalentBridge Partners LLP]]. One of our clients, [[ORG|Quantix Capital Management LLC]], is hiring a Senior Data Scientist (base USD 185k + bonus). Your profile at [[URL|https://arjun-mehta.github.io]] stood out.
Happy to chat — my direct line is [[PHONE_E164|+1 646 555 0178]].

Best,
[[PERSON|Natalia]]`,
  // 41 support ticket, Switzerland
  `Ticket #CH-40912 · Sprache: Deutsch (Schweiz)
Firma: [[ORG|Alpenrind Käserei AG]], Appenzell
Ansprechperson: Herr [[PERSON|Urs Zimmermann]] · [[PHONE_E164|071 787 12 34]] · [[EMAIL|u.zimmermann@alpenrind.ch]]

Grüezi, die Gutschrift über CHF 2'480.– von [[ORG|UBS Switzerland AG]] ist nicht angekommen. Unser Konto: [[IBAN|CH83 7581 3244 5256 1670 2]]. Bitte melden Sie sich bei Frau [[PERSON|Regula Baumann]] ([[PHONE_E164|+41 79 412 58 63]]).
Referenz der Zahlung: 2026-11-07-8841. Login-Code aus dem SMS war 550918.`,
  // 42 e-mail, UK with NINO
  `From: [[PERSON|Harriet Okoye]] <[[EMAIL|harriet.okoye@btinternet.com]]>
To: [[EMAIL|payroll@brightwell-foods.co.uk]]
Subject: New starter details

Hello,

Ahead of my start date on 1 December, here are my details for [[ORG|Brightwell Foods plc]]:
National Insurance number: [[NATIONAL_ID|JH 52 81 46 C]]
Bank: [[ORG|Nationwide Building Society]], sort code 07-04-36
Mobile: [[PHONE_E164|07823 416509]]
Emergency contact: my partner, [[PERSON|Mark Summers]], [[PHONE_E164|0161 496 0732]]

Kind regards,
[[PERSON|Harriet]]`,
  // 43 chat log, Discord-style, Spanish
  `[[PERSON|sofi_ramos]] hoy a las 18:03
alguien sabe si [[ORG|Mercado Libre S.R.L.]] ya pagó la factura 0004-00018822?
[[PERSON|nico]] hoy a las 18:05
todavía no. hablé con [[PERSON|Martín Sosa]] de tesorería, dice que el viernes
[[PERSON|sofi_ramos]] hoy a las 18:06
ok. pasame su cel porfa
[[PERSON|nico]] hoy a las 18:06
[[PHONE_E164|+54 9 11 4567-8901]]. ojo que el fijo [[PHONE_E164|011 4321-7766]] no atiende
[[PERSON|sofi_ramos]] hoy a las 18:07
gracias [[PERSON|nico]] 🙌`,
  // 44 clinical note, France
  `COMPTE RENDU D'HOSPITALISATION — [[ORG|Hôpital Européen Georges-Pompidou]]
Patient : M. [[PERSON|Rachid Benali]]    IPP : [[MRN|8004471263]]
Date de naissance : [[DATE_OF_BIRTH|12/04/1955]]
Médecin traitant : Dr [[PERSON|Claire Dubois-Martin]], [[PHONE_E164|01 45 67 89 10]]

Hospitalisé du 03/11/2026 au 10/11/2026 pour décompensation cardiaque. Sortie sous furosémide 40 mg. Rendez-vous de contrôle le 08/12/2026 avec le Pr [[PERSON|Étienne Roussel]].
Personne de confiance : sa fille, Mme [[PERSON|Samira Benali]], [[PHONE_E164|06 98 76 54 32]].`,
  // 45 bank statement, Portugal
  `[[ORG|Caixa Geral de Depósitos, S.A.]] — Extrato de conta
Titular: [[PERSON|João Pedro Carvalho]]
IBAN: [[IBAN|PT44 7125 2155 1189 3803 3175 0]]

03-11  Transferência de [[ORG|Sonae MC, S.A.]] (salário)         +1 640,00 €
05-11  Débito direto [[ORG|EDP Comercial, S.A.]]                  -72,31 €
10-11  MB WAY para [[PERSON|Inês Moreira]] [[PHONE_E164|936 214 587]]      -25,00 €
15-11  Compra Summer Outlet Lisboa                       -49,90 €
Saldo disponível: 3 118,06 €`,
  // 46 CV, Nigeria
  `[[PERSON|Chiamaka Blessing Obi]]
Lagos, Nigeria · [[PHONE_E164|+234 803 555 0199]] · [[EMAIL|chiamaka.obi@yahoo.com]]
LinkedIn: [[URL|linkedin.com/in/chiamaka-obi]]

PROFILE
Chartered accountant ([[ORG|ICAN]]) with 8 years in audit and tax.

EXPERIENCE
2021–date   Audit Manager, [[ORG|KPMG Professional Services]], Lagos
2017–2021   Senior Associate, [[ORG|PricewaterhouseCoopers Nigeria]]
2015–2017   Graduate Trainee, [[ORG|Access Bank Plc]]

REFEREES
[[PERSON|Emeka Nwosu]], Partner — [[PHONE_E164|0809 555 0133]]
Dr. [[PERSON|Funmilayo Adeyemi]], [[ORG|University of Lagos]]`,
  // 47 support ticket, Czech / Slovak
  `Požadavek č. 2026-8812
Zákazník: [[ORG|Pivovar Hradec s.r.o.]]
Kontaktní osoba: [[PERSON|Jana Nováková]], [[PHONE_E164|+420 602 123 456]], [[EMAIL|novakova@pivovar-hradec.cz]]

Dobrý den, platba faktury FV-2026-0412 od naší slovenské pobočky [[ORG|Pivovar Hradec Slovensko, s.r.o.]] přišla z účtu [[IBAN|SK23 9728 8046 7393 4811 2889]], ale u nás na [[IBAN|CZ63 8457 8805 6074 8487 5359]] se nezobrazila.
Děkuji, [[PERSON|Jana Nováková]]
(agent: [[PERSON|Tomáš Dvořák]] volal zpět na [[PHONE_E164|371 123 456]])`,
  // 48 e-mail, Hungary
  `Feladó: [[PERSON|Kovács Eszter]] <[[EMAIL|kovacs.eszter@dunaprint.hu]]>
Címzett: [[PERSON|Nagy Gábor]]
Tárgy: Árajánlat – 2026/118

Kedves [[PERSON|Gábor]]!

Mellékelem a [[ORG|Duna Print Kft.]] ajánlatát. Kérjük, az előleget a [[IBAN|HU40 7146 9889 5827 6720 7530 8840]] számlára utalja ([[ORG|OTP Bank Nyrt.]]).
Telefonon a [[PHONE_E164|+36 30 123 4567]] számon érhet el.

Üdvözlettel:
[[PERSON|Kovács Eszter]]`,
  // 49 chat log, Korean team
  `[[PERSON|이서준]]: 오늘 배포는 [[IPV4|10.0.12.88]] 서버에서 진행해요
[[PERSON|최지우]]: 네. [[ORG|주식회사 한빛소프트]] 담당자 연락처 있으세요?
[[PERSON|이서준]]: [[PERSON|정하늘]] 과장님, [[PHONE_E164|02-6245-7788]]
[[PERSON|최지우]]: 감사합니다. 빌드 v4.0.1.3 확인했습니다
[[PERSON|jiwoo]]: btw [[PERSON|seojun]], the client wants the report by 5pm`,
  // 50 clinical note, UK GP with NHS number as MRN
  `GP CONSULTATION — [[ORG|Riverside Medical Practice]]
Patient: Mrs [[PERSON|Margaret Rose Pennington]]   NHS No: [[MRN|943 476 5919]]   DOB: [[DATE_OF_BIRTH|08 Jan 1946]]

Seen with daughter [[PERSON|Grace]]. Increasing confusion over 2 weeks. MMSE 22/30. Bloods incl. B12, folate, TFT requested. Referred to memory clinic at [[ORG|Leeds Teaching Hospitals NHS Trust]].
Daughter's mobile: [[PHONE_E164|07452 881907]]. Review in 4 weeks. Flu vaccine given (batch FL2611-A).`,
  // 51 bank statement, Luxembourg / Monaco
  `[[ORG|Banque Internationale à Luxembourg SA]]
Relevé de compte – novembre 2026
Titulaire : [[PERSON|Frédéric Wagner]]
IBAN : [[IBAN|LU22 6961 7540 8448 7184]]

04.11  Virement reçu de [[ORG|ArcelorMittal S.A.]]             +6 204,00
07.11  Ordre permanent loyer – [[PERSON|Mireille Hoffmann]]       -1 850,00
13.11  Virement vers [[IBAN|MC68 4513 9274 1951 5054 1314 101]]   -3 000,00
20.11  Carte Visa ****9920 – Summer Sale Ski Shop          -212,40
Solde : 12 408,55 EUR`,
  // 52 CV, Russia
  `РЕЗЮМЕ
[[PERSON|Екатерина Андреевна Морозова]]
Дата рождения: [[DATE_OF_BIRTH|14.11.1991]]
Телефон: [[PHONE_E164|+7 916 555-12-34]] · Email: [[EMAIL|e.morozova@yandex.ru]]

Опыт работы
2020 — наст. время  Ведущий аналитик, [[ORG|ПАО Сбербанк]]
2016 — 2020         Аналитик, [[ORG|ООО «Яндекс»]]

Образование: [[ORG|МГУ имени М. В. Ломоносова]], 2014
Рекомендации: [[PERSON|Олег Смирнов]], руководитель отдела`,
  // 53 support ticket, Japan, KK in Latin
  `Support case 88-21007
Company: [[ORG|Hoshino Precision KK]]
Reporter: [[PERSON|Aiko Hoshino]] <[[EMAIL|a.hoshino@hoshino-precision.jp]]>
Phone: [[PHONE_E164|+81 45-671-2290]]

Our JCB corporate card [[CREDIT_CARD|3538 5891 2466 3573]] is declined on the renewal page (invoice INV-JP-20261120, JPY 184,800). Card 3538 5891 2466 3574 on the old account was closed. Please contact our accountant [[PERSON|Takeshi Mori]] at [[PHONE_E164|045-671-2291]].`,
  // 54 e-mail, Malaysia / Indonesia
  `From: [[PERSON|Nurul Aisyah binti Ismail]] <[[EMAIL|nurul.aisyah@perdana-logistik.com.my]]>
To: [[PERSON|Budi Santoso]]
Subject: Re: Jakarta warehouse lease

Dear Pak [[PERSON|Budi]],

[[ORG|Perdana Logistik Sdn Bhd]] agrees to the revised terms. Our Indonesian subsidiary, [[ORG|PT Perdana Logistik Indonesia]], will sign the lease. Please liaise with [[PERSON|Siti Rahmawati]] ([[PHONE_E164|+62 812 3456 7890]]).
My number: [[PHONE_E164|+60 12-345 6789]].

Terima kasih,
[[PERSON|Nurul Aisyah]]`,
  // 55 chat log, French lower-case
  `[[PERSON|léa]] 08:31 : qqn a vu le mail de [[PERSON|jean-baptiste moreau]] ?
[[PERSON|hugo]] 08:32 : oui il demande le devis pour [[ORG|Boulangerie Martin SARL]]
[[PERSON|léa]] 08:33 : ok je l'appelle, c'est le [[PHONE_E164|06 45 23 11 87]] ?
[[PERSON|hugo]] 08:33 : non ça c'est [[PERSON|manon]], lui c'est le [[PHONE_E164|07 81 44 20 96]]
[[PERSON|léa]] 08:35 : merci ! au fait la promo été (code ETE2026) finit dimanche`,
  // 56 clinical note, Brazil
  `EVOLUÇÃO CLÍNICA — [[ORG|Hospital Israelita Albert Einstein]]
Paciente: [[PERSON|Ana Beatriz Souza Lima]]   Prontuário: [[MRN|HIAE-3381045]]
Data de nascimento: [[DATE_OF_BIRTH|27/08/1983]]   Convênio: [[ORG|Bradesco Saúde S.A.]]

Paciente com dor abdominal em FID há 24 h. Leucocitose 15.800. TC compatível com apendicite aguda. Encaminhada ao centro cirúrgico, equipe do Dr. [[PERSON|Ricardo Tanaka]].
Contato: marido [[PERSON|Felipe Lima]], [[PHONE_E164|(11) 99876-5432]].`,
  // 57 bank statement, Turkey / Greece
  `[[ORG|Türkiye İş Bankası A.Ş.]] — Hesap Özeti Kasım 2026
Hesap sahibi: [[PERSON|Elif Yıldırım]]
IBAN: [[IBAN|TR17 2498 5015 0735 6270 8203 18]]

02.11  Maaş [[ORG|Koç Holding A.Ş.]]                        +48.250,00 TL
06.11  EFT [[PERSON|Murat Demir]] kira                        -15.000,00 TL
11.11  Yurt dışı transfer [[IBAN|GR47 0469 4412 4048 3105 5500 314]] [[PERSON|Νίκος Αντωνίου]]   -7.500,00 TL
18.11  Kart harcaması Mastercard ****3310                 -1.284,90 TL
Bakiye: 22.641,18 TL`,
  // 58 CV, USA
  `[[PERSON|Grace Summer Whitfield]]
Austin, TX · [[PHONE_E164|(512) 555-0163]] · [[EMAIL|gswhitfield@gmail.com]] · [[URL|https://gracewhitfield.com]]

EXPERIENCE
Staff Engineer, [[ORG|Dell Technologies Inc.]] — 2020–present
Software Engineer II, [[ORG|Indeed, Inc.]] — 2016–2020
Intern, [[ORG|National Instruments Corp.]] — summer 2015

EDUCATION
B.S. Electrical Engineering, [[ORG|Texas A&M University]], 2016

Volunteer: [[ORG|Habitat for Humanity]] build lead (with [[PERSON|Will Ferreira]]), Summer of Code mentor 2019`,
  // 59 support ticket, look-alikes only
  negative(`Bug #7712 — validator too lenient
Repro data (all synthetic, all must be rejected):
 - card 5555 4444 3333 2221 (Luhn fails)
 - IBAN GB00 NWBK 6016 1331 9268 19 (check digits 00)
 - SSN 666-40-1234 and 912-55-0187 (invalid areas)
 - Aadhaar 1234 5678 9012 (starts with 1)
Version under test: 3.4.5.6 (looks like an IP, is not). Order #88420017, tracking 9400 1112 0206 2211 4455 30.
Amount charged: $4,111.11. OTP sent: 729104. Summer Sale campaign id SS-2026-07.`),
  // 60 e-mail, Greek
  `Από: [[PERSON|Μαρία Κωνσταντινίδου]] <[[EMAIL|m.konstantinidou@aegeanfoods.gr]]>
Προς: [[PERSON|Δημήτρης Αλεξίου]]
Θέμα: Παραγγελία 2026/771

Καλησπέρα [[PERSON|Δημήτρη]],

Η [[ORG|Aegean Foods Α.Ε.]] επιβεβαιώνει την παραγγελία. Το τηλέφωνό μου είναι [[PHONE_E164|+30 694 123 4567]] και του λογιστηρίου [[PHONE_E164|210 3245 678]].

Με εκτίμηση,
[[PERSON|Μαρία Κωνσταντινίδου]]`,
  // 61 support ticket, US fraud team with cards and SSN
  `FRAUD REVIEW — case FR-2026-11-0453
Cardholder: [[PERSON|Dwayne Patterson]]   Phone: [[PHONE_E164|+1 (404) 555-0119]]
Cards on profile:
  Amex [[CREDIT_CARD|3440 238948 03946]] (primary)
  Discover [[CREDIT_CARD|6011 5803 1127 6880]] (closed 2025)
  Visa 4635 6051 0412 1365 — typo on the dispute form, ignore
Disputed merchant: [[ORG|Peachtree Electronics LLC]], amount $2,318.77, auth code 0X81F2.
Customer verified with SSN [[SSN|287-54-1903]] and DOB [[DATE_OF_BIRTH|1982-03-19]]. Login IP [[IPV4|73.162.48.201]], device fingerprint d8f1-22ab.
Analyst: [[PERSON|Jasmine Holt]]`,
  // 62 e-mail, Romania / Bulgaria
  `From: [[PERSON|Andrei Popescu]] <[[EMAIL|andrei.popescu@carpatimed.ro]]>
To: [[PERSON|Ivan Dimitrov]] <[[EMAIL|i.dimitrov@balkanpharm.bg]]>
Subject: Plata lot 2026-14

Bună ziua, domnule [[PERSON|Dimitrov]],

[[ORG|Carpati Med SRL]] a efectuat plata din contul [[IBAN|RO96 VSFJ 9374 7076 6782 5132]] către [[ORG|Balkan Pharm EOOD]], IBAN [[IBAN|BG96 PBXI 1836 4014 2790 20]]. Vă rog să confirmați primirea.
Telefon: [[PHONE_E164|+40 721 234 567]].

Cu stimă,
[[PERSON|Andrei Popescu]]`,
  // 63 chat log, hospital IT with IPs
  `#it-helpdesk
[[PERSON|kofi mensah]]: the PACS viewer on [[IPV4|10.144.2.31]] is down again
[[PERSON|anna k]]: restarting. is [[IPV4|10.144.2.32]] ok?
[[PERSON|kofi mensah]]: yes that one's fine. vendor support is [[ORG|Sectra AB]], ticket 55128
[[PERSON|anna k]]: ok. also printer firmware v10.4.2.3 is outdated lol
[[PERSON|kofi mensah]]: haha. [[PERSON|will]] said he'd patch them tonight, he'll call [[PHONE_E164|+46 13 23 52 00]] if stuck`,
  // 64 clinical note, Spain
  `INFORME DE ALTA — [[ORG|Hospital Universitario La Paz]]
Paciente: [[PERSON|Carmen Delgado Iglesias]]   NHC: [[MRN|LP-20931774]]
Fecha de nacimiento: [[DATE_OF_BIRTH|30 de marzo de 1950]]

Ingreso el 28/10/2026 por fractura de cadera derecha. Intervenida por el Dr. [[PERSON|Alberto Castaño]]. Buena evolución. Alta el 06/11/2026 con enoxaparina 40 mg.
Contacto familiar: hija, [[PERSON|Rocío Martín Delgado]], [[PHONE_E164|+34 655 219 830]]. Centro de salud: [[PHONE_E164|917 27 70 00]].`,
  // 65 bank statement, card statement US
  `[[ORG|Capital One, N.A.]] — Platinum Mastercard statement
[[PERSON|Tyler J. Brooks]] · Account ending 6756
Card number [[CREDIT_CARD|2221 8162 1882 6756]]
Statement closing date 11/15/2026 · Minimum due $35.00

10/19  [[ORG|Amazon.com Services LLC]]             $84.12
10/22  SUMMER SALE OUTLET #442                       $39.99
10/28  [[ORG|Shell Oil Company]] 5571               $51.30
11/02  Payment – thank you                          -$400.00
11/09  [[ORG|Delta Air Lines, Inc.]]               $612.40
Questions? Call [[PHONE_E164|1-800-227-4825]].`,
  // 66 CV, Netherlands
  `CURRICULUM VITAE
Naam: [[PERSON|Daan Hendriks]]
Geboortedatum: [[DATE_OF_BIRTH|11-10-1987]]
Telefoon: [[PHONE_E164|+31 6 2345 6789]] · [[EMAIL|daan.hendriks@kpnmail.nl]]

Werkervaring
2019–heden  Product Owner, [[ORG|Koninklijke Philips N.V.]], Eindhoven
2014–2019   Business Analist, [[ORG|Rabobank U.A.]]
2012–2014   Trainee, [[ORG|Heineken Nederland B.V.]]

Opleiding: MSc Industrial Engineering, [[ORG|Technische Universiteit Eindhoven]]
Referenties op aanvraag bij [[PERSON|Femke Jansen]].`,
  // 67 support ticket, India with PAN and Aadhaar
  `Ticket #IN-22871 — KYC rejected
Customer: [[PERSON|Priyanka Chaturvedi]]
Mobile: [[PHONE_E164|98765 43012]] · Email: [[EMAIL|priyanka.c@rediffmail.com]]

Customer says: "Maine apna PAN [[NATIONAL_ID|AAKPC4412L]] aur Aadhaar [[NATIONAL_ID|3873 8343 9339]] upload kiya tha, phir bhi reject ho gaya."
Note from [[PERSON|Vikram Nair]]: the uploaded Aadhaar image shows 3873 8343 9338 (last digit unreadable, fails checksum), asked her to re-upload. Company PAN of her employer [[ORG|Kaveri Textiles Pvt Ltd]] is [[NATIONAL_ID|AADCK5521F]].`,
  // 68 e-mail, Baltic
  `From: [[PERSON|Kristiina Tamm]] <[[EMAIL|kristiina.tamm@balticsoft.ee]]>
To: [[PERSON|Jonas Petrauskas]]; [[PERSON|Ilze Bērziņa]]
Subject: Q4 settlements

Hi [[PERSON|Jonas]], hi [[PERSON|Ilze]],

Settlement accounts for Q4:
- [[ORG|Baltic Soft OÜ]] (Tallinn): [[IBAN|EE83 7054 2363 3881 6907]]
- [[ORG|UAB Baltic Soft Lietuva]] (Vilnius): [[IBAN|LT55 9510 5172 1669 2033]]
- [[ORG|SIA Baltic Soft Latvija]] (Riga): [[IBAN|LV67 JUKH 2400 1595 7471 9]]
Call me on [[PHONE_E164|+372 5123 4567]] if anything is unclear.

[[PERSON|Kristiina]]`,
  // 69 chat log, WhatsApp style, Hindi-English
  `[18/11/26, 21:04] [[PERSON|Neha Gupta]]: [[PERSON|rahul]] bhai, kal ki meeting mein [[ORG|Zentrix Solutions Pvt Ltd]] wale aa rahe hain?
[18/11/26, 21:06] [[PERSON|Rahul Bansal]]: haan, unke CFO [[PERSON|Arvind Menon]] aa rahe hain. unka number [[PHONE_E164|+91 99001 23456]]
[18/11/26, 21:07] [[PERSON|Neha Gupta]]: ok. OTP aaya tha 448120, wo kiska tha?
[18/11/26, 21:08] [[PERSON|Rahul Bansal]]: ignore, wo bank ka hai
[18/11/26, 21:10] [[PERSON|मोहन]]: मैं भी आऊँगा, [[PERSON|सुनीता]] जी को बता देना`,
  // 70 clinical note, psychiatry US
  `BEHAVIORAL HEALTH INTAKE — [[ORG|McLean Hospital]]
Name: [[PERSON|Jordan Avery Castillo]]   MRN: [[MRN|MCL-0092817]]   DOB: [[DATE_OF_BIRTH|April 4, 1999]]
SSN: [[SSN|531-20-7784]]   Insurance: [[ORG|Harvard Pilgrim Health Care, Inc.]]
Emergency contact: [[PERSON|Mark Castillo]] (father), [[PHONE_E164|617-555-0181]]

Presenting problem: low mood for 6 weeks after job loss at [[ORG|Wayfair LLC]]. PHQ-9 = 17. No SI. Plan: sertraline 50 mg, weekly CBT with [[PERSON|Summer Lindgren]], LICSW.`,
  // 71 bank statement, Saudi / Qatar / Jordan
  `[[ORG|Al Rajhi Banking and Investment Corporation]] — Account Statement
Customer: [[PERSON|عبدالله بن سعيد القحطاني]] ([[PERSON|Abdullah Al-Qahtani]])
IBAN: [[IBAN|SA17 3057 0910 3268 9630 8557]]

03/11  Salary [[ORG|Saudi Aramco]]                         +24,500.00 SAR
07/11  Transfer to [[PERSON|Omar Haddad]] [[IBAN|JO12 BVGR 7116 3804 5585 9001 2089 16]]   -3,750.00
12/11  Transfer to [[IBAN|QA53 SWHR 7167 1555 3087 1043 3826 8]]   -5,000.00
16/11  Mada card purchase – Summer Sale [[ORG|Jarir Bookstore]]          -899.00
Closing balance 41,207.55 SAR`,
  // 72 CV, Japan
  `履歴書
氏名：[[PERSON|高橋 結衣]]（[[PERSON|たかはし ゆい]]）
生年月日：[[DATE_OF_BIRTH|1995年4月12日]]
電話：[[PHONE_E164|080-1234-5678]]　メール：[[EMAIL|yui.takahashi@gmail.com]]

職歴
2018年4月　[[ORG|楽天グループ株式会社]] 入社（エンジニア）
2022年10月　[[ORG|株式会社メルカリ]] 入社（シニアエンジニア）

学歴
2018年3月　[[ORG|東京工業大学]] 工学部 卒業`,
  // 73 support ticket, UK SaaS with NINO and cards
  `Ticket 661204 — Payroll export wrong
Org: [[ORG|Hollybush Veterinary Group Ltd]]
Reporter: [[PERSON|Callum McAllister]] <[[EMAIL|callum@hollybushvets.co.uk]]>, [[PHONE_E164|0131 496 0228]]

The P60 export swapped two employees' National Insurance numbers: [[PERSON|Fiona Reid]] should be [[NATIONAL_ID|SK 73 02 91 A]] and [[PERSON|Alasdair Grant]] should be [[NATIONAL_ID|PW418826D]]. QQ 12 34 56 C is the placeholder your test data uses — please don't ship that.
Also the company card [[CREDIT_CARD|5499 7986 5764 7612]] was charged for 14 seats instead of 12.`,
  // 74 e-mail, Croatia / Slovenia
  `Od: [[PERSON|Ivana Horvat]] <[[EMAIL|ivana.horvat@adriatours.hr]]>
Za: [[PERSON|Matej Kovač]]
Predmet: Uplata za grupu 2026-SUM

Poštovani gospodine [[PERSON|Kovač]],

molimo uplatu avansa na račun [[ORG|Adria Tours d.o.o.]]: [[IBAN|HR53 4431 7757 7094 0482 2]]. Vaša slovenska agencija [[ORG|Alpe Potovanja d.o.o.]] neka uplati s [[IBAN|SI49 3979 3396 8637 115]].
Za pitanja: [[PHONE_E164|+385 91 234 5678]].

Lijep pozdrav,
[[PERSON|Ivana Horvat]]`,
  // 75 chat log, gaming community, handles and words
  `[[PERSON|summer]]: gg everyone
[[PERSON|mark_t]]: gg! will you stream tomorrow [[PERSON|summer]]?
[[PERSON|summer]]: yeah at 8. summer event ends sunday tho
[[PERSON|hope ng]]: can i get the link again
[[PERSON|summer]]: [[URL|twitch.tv/summerplays]] and the discord is [[URL|https://discord.gg/4kTzq9]]
[[PERSON|mark_t]]: mark my words, patch 7.3.1.2 will nerf the sniper`,
  // 76 clinical note, lab report with Chinese name
  `LABORATORY REPORT — [[ORG|Queen Mary Hospital]], Hong Kong
Patient: [[PERSON|陳家豪]] ([[PERSON|CHAN Ka Ho]])   HN: [[MRN|HN08821937]]   DOB: [[DATE_OF_BIRTH|19/07/1972]]
Requested by: Dr. [[PERSON|Wong Mei Ling]]
Specimen collected: 20/11/2026 08:15

HbA1c 6.8 %   LDL 3.1 mmol/L   eGFR 78
Comment: Results phoned to ward nurse [[PERSON|Lau Siu Fung]] at ext. 4412. Clinic enquiry line [[PHONE_E164|2255 3838]].`,
  // 77 bank statement, Iceland / Ukraine / Egypt transfers
  `[[ORG|Landsbankinn hf.]] — Yfirlit
Reikningseigandi: [[PERSON|Guðrún Sigurðardóttir]]
IBAN: [[IBAN|IS55 6138 5832 6468 7667 4468 35]]

05.11  Laun [[ORG|Marel hf.]]                         +812.400 ISK
09.11  Millifærsla til [[PERSON|Олена Шевченко]] [[IBAN|UA59 1384 2014 5092 4587 5948 2792 7]]   -95.000 ISK
14.11  Millifærsla til [[PERSON|Ahmed Farouk]] [[IBAN|EG81 8864 5340 0797 3091 7988 6258 6]]   -60.000 ISK
20.11  Kortagreiðsla Visa ****1120 Summer Sale Reykjavík       -14.990 ISK
Staða: 1.204.118 ISK`,
  // 78 CV, Spain / Latin America
  `CURRÍCULUM
[[PERSON|Valentina Rojas Henríquez]]
Santiago de Chile · [[PHONE_E164|+56 9 8765 4321]] · [[EMAIL|vrojas.h@gmail.com]]
Fecha de nacimiento: [[DATE_OF_BIRTH|03/12/1993]]

Experiencia
2021–hoy    Analista de Riesgo, [[ORG|Banco de Crédito e Inversiones]]
2018–2021   Consultora, [[ORG|Deloitte Auditores y Consultores Limitada]]
2017        Práctica, [[ORG|Falabella S.A.]]

Referencias: Sra. [[PERSON|Paula Contreras]], [[PHONE_E164|(2) 2345 6789]]`,
  // 79 support ticket, Hungary
  `Ticket #HU-3309
Ügyfél: [[ORG|Pannon Metal Kft.]]
Kapcsolattartó: [[PERSON|Szabó Péter]], [[PHONE_E164|06 1 234 5678]], [[EMAIL|szabo.peter@pannonmetal.hu]]

Translated by agent [[PERSON|Marta Lindholm]]: the customer's Mastercard [[CREDIT_CARD|5476 2276 1676 7391]] was declined for the annual licence (HUF 1 240 000). Their parent company [[ORG|Pannon Holding Zrt.]] will pay by transfer instead. Licence key LK-9X2Q-44A7-PP10 unaffected.`,
  // 80 e-mail, Korean-American with URL without scheme
  `From: [[PERSON|Daniel Seo-Park]] <[[EMAIL|daniel@seopark.studio]]>
To: [[PERSON|Rebecca Lindqvist]]
Subject: Portfolio + rates

Hi [[PERSON|Rebecca]],

Thanks for the call! My portfolio is at [[URL|seopark.studio/work]] and the case study you asked about is [[URL|behance.net/danielseopark/projects]]. My company, [[ORG|Seo-Park Design LLC]], invoices in USD; net 30.
Mobile: [[PHONE_E164|+1 213 555 0144]] (Seoul number [[PHONE_E164|+82 10-2345-6789]] when I'm travelling).

Best,
[[PERSON|Daniel]]`,
  // 81 chat log, support escalation with SSN bare
  `[[PERSON|agent_lopez]] 11:02  customer on hold says ssn is [[SSN|049628815]], can someone verify?
[[PERSON|Tanya Brooks]] 11:03  that matches the file for [[PERSON|Gerald Whitaker]]
[[PERSON|agent_lopez]] 11:03  ok and he wants the refund to his Discover [[CREDIT_CARD|6011 1661 1695 2162]]
[[PERSON|Tanya Brooks]] 11:05  approved. ref #RF-220914. remind him the code 300418 expires in 10 min`,
  // 82 clinical note, Cyprus / Malta travel clinic
  `TRAVEL CLINIC — [[ORG|Mater Dei Hospital]], Malta
Patient: [[PERSON|Andreas Georgiou]]   ID: [[MRN|MDH-552018]]   DOB: [[DATE_OF_BIRTH|02/02/1984]]
Travelling to Kenya on 12/12/2026 with wife [[PERSON|Christina Georgiou]].

Yellow fever vaccine given; typhoid oral; malaria prophylaxis atovaquone/proguanil. Invoice to be settled to [[IBAN|MT25 EWTN 7051 1218 8742 1356 0216 486]]; patient will pay from his Cypriot account [[IBAN|CY95 8260 0103 9620 9526 0150 3403]].
Patient phone: [[PHONE_E164|+357 99 123456]].`,
  // 83 bank statement, Pakistan / Kazakhstan / Mauritius
  `[[ORG|Habib Bank Limited]] — e-Statement
Account title: [[PERSON|Ayesha Siddiqui]]
IBAN: [[IBAN|PK38 HEHQ 3104 9845 9051 2061]]

04-11  Inward remittance from [[PERSON|Ali Raza]] (Almaty) [[IBAN|KZ74 6260 8512 8071 7561]]   +PKR 185,000
10-11  Transfer to [[ORG|Mauritius Commercial Bank Ltd]] [[IBAN|MU67 YRIU 7639 3069 0611 5274 000M UR]]   -PKR 90,000
15-11  [[ORG|K-Electric]] bill 0400 1234 5678                        -PKR 7,420
Helpline [[PHONE_E164|021-111-111-425]]`,
  // 84 CV, Finland / Austria
  `[[PERSON|Aleksi Mäkinen]]
Helsinki · [[PHONE_E164|040 123 4567]] · [[EMAIL|aleksi.makinen@iki.fi]] · [[URL|https://aleksi.fi/cv]]

Work
2020–   Lead Engineer, [[ORG|Wolt Enterprises Oy]]
2016–20 Developer, [[ORG|Reaktor Innovations Oy]]
2015    Summer trainee, [[ORG|Red Bull GmbH]], Salzburg

Education: MSc, [[ORG|Aalto-yliopisto]], 2016
Referee: [[PERSON|Sari Lehtonen]], [[PHONE_E164|+358 50 765 4321]]`,
  // 85 support ticket, negatives and one URL
  `Ticket #8841 — Wrong card brand shown
Reporter: [[PERSON|Ibrahim Al-Sayed]]
Steps: pay with a Visa, UI shows "Mastercard". Happens on checkout v3.9.0.14 and on [[URL|https://pay.orionmart.example/checkout]].
Test card used: 4000 0000 0000 0003 (bad Luhn, expected decline). Order 20261123-0098, invoice INV-88012, amount €89,00.
Invalid SSN typed in the KYC form: 000-45-1234 (correctly rejected). OTP 482019 arrived late.`,
  // 86 e-mail thread, long, English / German
  `From: [[PERSON|Sophie Reinhardt]] <[[EMAIL|sophie.reinhardt@kranich-maschinenbau.de]]>
To: [[PERSON|Michael O'Brien]] <[[EMAIL|michael.obrien@shannonprecision.ie]]>
Cc: [[PERSON|Tobias Engel]]
Subject: RE: RE: Spindle order 2026-0419 – delivery and payment

Hi [[PERSON|Michael]],

thanks for the quick call this morning. To summarise what we agreed:
1. [[ORG|Kranich Maschinenbau GmbH & Co. KG]] ships the 12 spindles from Chemnitz on 3 December; the forwarder is [[ORG|Schenker Deutschland AG]], consignment 40-2219-7710.
2. [[ORG|Shannon Precision Engineering Ltd]] pays 40 % on dispatch to our account [[IBAN|DE44 5001 0517 5407 3249 31]] and the rest within 30 days.
3. My colleague [[PERSON|Tobias Engel]] (technical lead, [[PHONE_E164|+49 371 4458 220]]) will be on site in Limerick for commissioning on 9–11 December.

Please note our new VAT number on the invoice; the old invoice INV-DE-2026-3318 is void.

Beste Grüße / kind regards
[[PERSON|Sophie Reinhardt]]
Vertrieb International · [[PHONE_E164|0371 4458-0]] · [[URL|www.kranich-maschinenbau.de]]

-----Original Message-----
From: [[PERSON|Michael O'Brien]]
Sent: Tuesday, 24 November 2026 17:52
Subject: RE: Spindle order 2026-0419

Hi [[PERSON|Sophie]], can you confirm the ship date? Our MD, [[PERSON|Siobhán Gallagher]], wants the line running before Christmas. I'm on [[PHONE_E164|+353 61 202 700]] or mobile [[PHONE_E164|086 123 4567]].
Rgds, [[PERSON|Mick]]`,
  // 87 clinical note, long, US
  `HISTORY AND PHYSICAL — [[ORG|Massachusetts General Hospital]]
Patient: [[PERSON|Eleanor Grace Whitmore]]     MRN: [[MRN|MGH-6620417]]     DOB: [[DATE_OF_BIRTH|03/08/1941]]
Admit date: 11/21/2026     Attending: Dr. [[PERSON|Samuel Adeyemi]]     PCP: Dr. [[PERSON|Rachel Goldberg]], [[ORG|Beacon Hill Primary Care]], [[PHONE_E164|617-555-0108]]

CHIEF COMPLAINT: Shortness of breath and leg swelling for 5 days.

HPI: 85-year-old woman with HFrEF (EF 30% on echo 05/2026), AF on apixaban, CKD 3b, presenting with progressive dyspnoea, orthopnoea and 4 kg weight gain. She ran out of furosemide a week ago; her pharmacy ([[ORG|CVS Pharmacy, Inc.]]) could not reach her daughter.

SOCIAL: Lives alone in Brookline. Daughter [[PERSON|Grace Whitmore-Chen]] is health-care proxy, cell [[PHONE_E164|(617) 555-0172]]; son [[PERSON|Will Whitmore]] lives in Denver, [[PHONE_E164|+1 303 555 0115]].
Former teacher at [[ORG|Boston Latin School]]. No tobacco, rare alcohol.

MEDS: furosemide 40 mg daily (not taking), metoprolol succinate 50 mg, apixaban 2.5 mg BID, sacubitril/valsartan 24/26 mg BID.
ALLERGIES: penicillin (rash).

EXAM: BP 148/90, HR 104 irregular, SpO2 91% RA. JVP 12 cm, bibasilar crackles, 2+ pitting oedema to knees.
LABS: BNP 2140, Cr 1.9 (baseline 1.5), K 4.8.

ASSESSMENT/PLAN: Acute on chronic HFrEF from non-adherence. IV furosemide 80 mg BID, daily weights, strict I/O. Hold sacubitril/valsartan while Cr rising. Cardiology (Dr. [[PERSON|Mark Feldman]]) consulted. Discharge planning with case manager [[PERSON|Hope Alvarez]]; consider VNA referral.`,
  // 88 bank statement, long, UK current account
  `[[ORG|Barclays Bank UK PLC]] — Current account statement
Ms [[PERSON|Priya Raghunathan]]
42 Summerhill Road, Bristol BS5 8HG
Sort code 20-45-77 · Account 83920147 · IBAN [[IBAN|GB66 BUKB 2045 7783 9201 47]]
Statement period 1 Oct – 31 Oct 2026

Date    Description                                         Paid out    Paid in    Balance
01 Oct  Start balance                                                               2,418.90
01 Oct  Salary [[ORG|Rolls-Royce plc]]                                      3,612.44   6,031.34
02 Oct  Standing order [[PERSON|Arjun Raghunathan]] "pocket money"   50.00              5,981.34
03 Oct  Direct debit [[ORG|British Gas Trading Ltd]]                 88.20              5,893.14
05 Oct  Card [[ORG|Sainsbury's Supermarkets Ltd]]                    74.31              5,818.83
09 Oct  Faster payment to [[PERSON|Rose Bennett]] "cleaning"          60.00              5,758.83
12 Oct  Direct debit [[ORG|Bristol City Council]] council tax          162.00             5,596.83
15 Oct  Card [[ORG|Great Western Railway]]                            46.80              5,550.03
18 Oct  Transfer from [[PERSON|Mark Ellery]] "concert tickets"                   85.00   5,635.03
21 Oct  Card [[ORG|Summer House Cafe]]                                     12.40              5,622.63
24 Oct  Direct debit [[ORG|Aviva Insurance Limited]]                   41.17              5,581.46
28 Oct  Card payment to [[ORG|Octopus Energy Ltd]]                     63.00              5,518.46
31 Oct  Interest                                                                  1.12   5,519.58

If you don't recognise a payment, call us on [[PHONE_E164|0345 734 5345]]. We will never ask for your one-time passcode.`,
  // 89 CV, long, Spain / UK
  `CURRICULUM VITAE

[[PERSON|Alejandro Martín-Sáez]]
Madrid / London · [[PHONE_E164|+34 639 472 118]] · [[PHONE_E164|+44 7824 519306]]
[[EMAIL|alejandro.martinsaez@gmail.com]] · [[URL|github.com/amsaez]] · [[URL|https://amsaez.dev/blog]]
Date of birth: [[DATE_OF_BIRTH|21 January 1987]] · Nationality: Spanish

PROFILE
Platform engineer with 12 years building payment systems; led PCI-DSS scopes for Visa and Mastercard acquiring.

EXPERIENCE
2022–present   Head of Platform, [[ORG|Monzo Bank Ltd]], London
               - Cut card-authorisation p99 from 180 ms to 60 ms; team of 14.
2018–2022      Staff Engineer, [[ORG|Adyen N.V.]], Amsterdam
               - Built the tokenisation vault; reviewed by [[PERSON|Pieter-Jan de Graaf]].
2014–2018      Senior Developer, [[ORG|BBVA Next Technologies S.L.U.]], Madrid
2011–2014      Developer, [[ORG|Indra Sistemas, S.A.]]

EDUCATION
2011  MSc Computer Science, [[ORG|Universidad Politécnica de Madrid]]
2009  Erasmus year, [[ORG|Politecnico di Milano]]

LANGUAGES  Spanish (native), English (C2), Dutch (B1), Italian (B2)

REFERENCES
[[PERSON|Tom Ashcroft]] – former CTO, [[EMAIL|tom.b@reference.example.com]]
[[PERSON|Laura Jiménez Prieto]] – Engineering Director, [[ORG|BBVA]], [[PHONE_E164|915 37 60 00]]`,
  // 90 support ticket thread, long, India / Singapore
  `Ticket #SG-IN-70214 — Merchant settlement delayed (3 messages)

[1] 2026-11-20 09:12 · [[PERSON|Ramesh Iyengar]] <[[EMAIL|ramesh@chennai-silks.example.in]]>
Hello team, settlements for [[ORG|Chennai Silks Emporium Pvt Ltd]] are pending since 14 Nov (₹4,82,310). Our PAN [[NATIONAL_ID|AACCC7104K]] and GST details were updated on the portal. Please call me on [[PHONE_E164|+91 94440 87123]] or office [[PHONE_E164|044 2434 5566]].

[2] 2026-11-20 11:40 · Agent [[PERSON|Lim Wei Jie]] ([[ORG|PayAsia Gateway Pte. Ltd.]], Singapore)
Hi [[PERSON|Ramesh]], the hold is a KYC check on the second director. We need the director's Aadhaar (masked is fine, e.g. XXXX XXXX 4417) and PAN. Our compliance officer [[PERSON|Nur Aisyah Rahman]] ([[PHONE_E164|+65 6812 4400]]) will review.

[3] 2026-11-21 08:05 · [[PERSON|Ramesh Iyengar]]
Director: [[PERSON|Lakshmi Iyengar]], PAN [[NATIONAL_ID|ALQPI3306B]], Aadhaar [[NATIONAL_ID|7902 3670 8750]]. She can also be reached at [[EMAIL|lakshmi.iyengar@gmail.com]]. Settlement account is with [[ORG|Kotak Mahindra Bank Ltd]].
Ticket reference for the bank: KMB-SR-0098812. OTP shared with me by the portal was 338120 — I did not forward it.`,
  // 91 support ticket, server logs with IPs and URLs
  `Ticket #SEC-4410 — suspicious logins on the partner portal
Reporter: [[PERSON|Ingrid Solberg]] ([[ORG|Nordlys Payments AS]]), [[EMAIL|ingrid.solberg@nordlys-payments.no]]

Excerpt from the access log (times UTC):
2026-11-22T02:14:09Z  [[IPV4|185.220.101.47]]  POST /login  401  user=[[EMAIL|finance@skagerrak-shipping.no]]
2026-11-22T02:14:11Z  [[IPV4|185.220.101.47]]  POST /login  200  user=[[EMAIL|finance@skagerrak-shipping.no]]
2026-11-22T02:15:40Z  [[IPV4|91.203.5.118]]   GET  /export?format=csv  200
Referer: [[URL|https://partner.nordlys-payments.no/reports/2026-11]]
Agent build 8.14.2.1, nginx 1.25.3. The attacker's callback was [[URL|paste-drop.example.net/r/7Hq2]].
Please confirm with [[PERSON|Eirik Haugland]] at [[ORG|Skagerrak]] ([[PHONE_E164|+47 38 10 22 90]]) whether they logged in.`,
  // 92 e-mail, US onboarding with SSNs
  `From: [[PERSON|Carla Jimenez]] <[[EMAIL|carla.jimenez@lonestar-hvac.com]]>
To: [[EMAIL|payroll@adp-client.example.com]]
Subject: New hires – W-4 details for 12/01

Hi,

Please set up the following new hires at [[ORG|Lone Star HVAC Services, LLC]]:
1. [[PERSON|Darnell Hughes]], SSN [[SSN|318-72-4406]], DOB [[DATE_OF_BIRTH|05/17/1995]]
2. [[PERSON|Mei-Lin Chao]], SSN [[SSN|507 39 1182]], DOB [[DATE_OF_BIRTH|10/02/1988]]
3. [[PERSON|Cody Rasmussen]] — his SSN is [[SSN|064289953]]; the form he sent says 064-28-995, which is short a digit.
Start date for all three is 12/01/2026 (not a birth date). Questions: [[PHONE_E164|(512) 555-0139]].

Thanks,
[[PERSON|Carla]]`,
  // 93 support ticket, card disputes
  `Dispute batch DB-2026-11-19 (assigned to [[PERSON|Owen Gallagher]])
1. [[CREDIT_CARD|5106 8291 9916 1831]] — [[ORG|Bluewater Marine Supplies Inc.]], $612.00, reason 4853
2. [[CREDIT_CARD|3472 502919 00218]] — [[ORG|Redwood Grill LLC]], $88.40, reason C08
3. [[CREDIT_CARD|6274 5249 4006 6777]] — [[ORG|Shanghai Oriental Trading Co., Ltd.]], $1,240.00, reason 4837
4. [[CREDIT_CARD|3684 548638 2092]] — [[ORG|Hotel Miramar S.A.]], $341.75, reason 10.4
5. 5236 0670 8411 6875 — rejected at intake (fails Luhn), customer re-sent [[CREDIT_CARD|5236 0670 8411 6874]]
Cardholder contact for #3: [[PERSON|Xu Jiaqi]], [[PHONE_E164|+86 21 6288 4410]]. Case notes in [[URL|https://disputes.internal.example/batch/DB-2026-11-19]].`,
  // 94 chat log, KYC with PAN and Aadhaar
  `kyc_bot: Namaste! Please share your PAN.
[[PERSON|suresh pillai]]: [[NATIONAL_ID|BKRPP5501C]]
kyc_bot: Thanks. Now your 12-digit Aadhaar number.
[[PERSON|suresh pillai]]: [[NATIONAL_ID|9452 8329 9729]]
kyc_bot: Is your employer [[ORG|Malabar Spices Exports Pvt Ltd]] (PAN [[NATIONAL_ID|AAFCM2290N]])?
[[PERSON|suresh pillai]]: haan. also my wife [[PERSON|Lakshmi Pillai]] needs to do KYC, her aadhaar is [[NATIONAL_ID|3572 4845 7561]]
kyc_bot: Noted. An agent will call on [[PHONE_E164|+91 97450 33127]]. Your reference is KYC-88120-IN; OTP 604118 expires in 5 minutes.`,
  // 95 e-mail, UK HR with NINOs
  `From: [[PERSON|Bethany Cartwright]] <[[EMAIL|b.cartwright@thornbury-care.co.uk]]>
To: [[EMAIL|hr@thornbury-care.co.uk]]
Subject: Agency staff – NI numbers for November

Hi all,

For the November payroll at [[ORG|Thornbury Care Homes Ltd]], the agency ([[ORG|Apex Nursing Recruitment Ltd]]) confirmed:
- [[PERSON|Adebola Ogunleye]] — NI [[NATIONAL_ID|HZ 40 71 22 B]]
- [[PERSON|Marta Nowicka]] — NI [[NATIONAL_ID|AB631027D]]
- [[PERSON|Liam O'Hara]] — NI still pending; the temporary reference TN 01 01 81 M is NOT a valid NI number.
Timesheets: [[URL|thornbury-care.co.uk/staff/timesheets]]. Call me on [[PHONE_E164|01454 418 220]].

[[PERSON|Beth]]`,
  // 96 chat log, Thai (LINE group)
  `กลุ่ม LINE: ทีมขาย ภาคเหนือ
[[PERSON|ณัฐวุฒิ แสงทอง]] 09:05  ลูกค้า [[ORG|บริษัท เชียงใหม่ฟู้ด จำกัด]] ขอใบเสนอราคาใหม่ครับ
[[PERSON|พิมพ์ชนก วงศ์ใหญ่]] 09:07  ได้ค่ะ ผู้ติดต่อคือคุณ[[PERSON|อรุณี]] เบอร์ [[PHONE_E164|081-734-2290]]
[[PERSON|ณัฐวุฒิ แสงทอง]] 09:08  ขอบคุณครับ ส่งอีเมลไปที่ [[EMAIL|arunee@cm-food.co.th]] ได้เลย
[[PERSON|tom h]] 09:12  sorry, english? is this the quote for [[ORG|Chiang Mai Food Co., Ltd.]]?
[[PERSON|พิมพ์ชนก วงศ์ใหญ่]] 09:13  yes [[PERSON|tom]], office number [[PHONE_E164|053 221 448]]. quote no. QT-2026-1190`,
  // 97 clinical note, Israel, Hebrew and Arabic names
  `סיכום אשפוז — [[ORG|המרכז הרפואי רמב"ם]]
מטופל: [[PERSON|יוסף אברהם]]   מס' תיק: [[MRN|RMB-7710452]]   תאריך לידה: [[DATE_OF_BIRTH|12.06.1952]]
רופא מטפל: ד"ר [[PERSON|מיכל שפירא]]

English summary: 74 y/o man admitted with pneumonia, treated with ceftriaxone, discharged 20/11/2026.
Interpreter for the family: [[PERSON|رامي خوري]] ([[PERSON|Rami Khoury]]), phone [[PHONE_E164|050-412-7789]].
Daughter [[PERSON|Tamar Avraham]], [[PHONE_E164|+972 4 854 2222]]. Follow-up with Dr. [[PERSON|Nadia Haddad]] in 2 weeks.`,
];

/** The documents above that intentionally carry no gold value. */
export const TUNE_NEGATIVES: ReadonlySet<string> = negatives;
