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
Agent [[PERSON|Mark Ellison]]: confirmed duplicate, refund ref RF-88213 issued. UPS tracking 1Z84F2900311894402 not affected. Mark as resolved once the bank confirms.`,
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

Hierbij de nieuwe bankgegevens van [[ORG|Bakkerij Van Dam B.V.]]: [[IBAN|NL98 XIVZ 7926 1967 26]] t.n.v. Bakkerij Van Dam. De oude rekening bij [[ORG|ING Bank N.V.]] wordt per 1 december opgeheven.
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
  `[[PERSON|김민준]] (Minjun Kim)
Seoul, Korea · [[PHONE_E164|010-4827-1953]] · [[EMAIL|minjun.kim@kakao.com]]
Portfolio: [[URL|https://minjun.dev]]

Work experience
2022–now   Backend Engineer, [[ORG|Naver Corporation]]
2019–2022  Software Engineer, [[ORG|삼성전자 주식회사]] (Samsung Electronics Co., Ltd.)

Education
B.S. Computer Science, [[ORG|KAIST]], 2019

Reference: [[PERSON|박서연]], Team Lead, [[EMAIL|seoyeon.park@navercorp.com]]`,
  // 19 support ticket, look-alikes only
  negative(`Ticket #INC-0041877 — "Payment page rejects card"
Steps: enter test card 4111 1111 1111 1112 (fails Luhn, expected), amount 89.90 EUR, voucher SUMMER25.
Observed: error 402 "card declined" instead of "invalid number".
Environment: checkout-web v2.14.3.1, API build 5.0.12.8, Chrome 131.0.6778.86.
Order numbers tried: 7730019925, 7730019926. DHL tracking JJD000390007788123 unaffected.
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
];

/** The documents above that intentionally carry no gold value. */
export const TUNE_NEGATIVES: ReadonlySet<string> = negatives;
