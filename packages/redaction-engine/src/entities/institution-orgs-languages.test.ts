import { describe, expect, it } from "vitest";
import { defaultGazetteer } from "./gazetteer.js";
import { findInstitutionOrgs } from "./institution-orgs.js";

const common = defaultGazetteer().commonWords;
const orgs = (text: string) =>
  findInstitutionOrgs(text, "entity", common).map((f) => text.slice(f.start, f.end));

// Issue 22, corpus 2026d: organisations with no legal form named by the words each language
// names them with. The examples are our own, not the corpus's.
describe("institution words joined to a name, written after it, or in more languages", () => {
  it.each([
    ["Überweisung an die Thurgauische Kantonalbank, Filiale Arbon", "Thurgauische Kantonalbank"],
    ["Kontoauszug der Ostfriesische Raiffeisenkasse Leer", "Ostfriesische Raiffeisenkasse Leer"],
    ["Overboeking naar Zeeuwse Spaarbank Walcheren gelukt", "Zeeuwse Spaarbank Walcheren"],
    ["Remiss från Universitetssjukhuset Örebro, ortopeden", "Universitetssjukhuset Örebro"],
    ["Termin in der Hausarztpraxis am Lindenplatz bestätigt", "Hausarztpraxis am Lindenplatz"],
    ["Fakturan skickas av Härryda kommun nästa vecka", "Härryda kommun"],
    ["Lähete: Etelä-Savon keskussairaala, kirurgia", "Etelä-Savon keskussairaala"],
    ["Mezun: Ege Kıyısı Üniversitesi, İşletme (2019)", "Ege Kıyısı Üniversitesi"],
    ["Chuyển khoản qua Ngân hàng Bắc Hải Thịnh nhé", "Ngân hàng Bắc Hải Thịnh"],
    ["Nakuha ko na ang pera mula sa Bangko ng Mindoro kahapon", "Bangko ng Mindoro"],
    ["Odesílatel: Nemocnice Nové Hrady, interna", "Nemocnice Nové Hrady"],
    ["Absolwentka: Uniwersytet w Opolu, filologia", "Uniwersytet w Opolu"],
    ["Referred by Larkspur Road Surgery on Monday", "Larkspur Road Surgery"],
    ["Carrier: Cordova Ridge Health Plan, member 4471", "Cordova Ridge Health Plan"],
    ["We stayed at the Harbourlight Hotel twice", "Harbourlight Hotel"],
    ["Abbiamo cenato alla Trattoria Due Ponti di Chioggia", "Trattoria Due Ponti di Chioggia"],
    ["Lieferung an Bäckerei Wendelin in Stans", "Bäckerei Wendelin"],
    ["Stage au Collège Sainte-Marthe-des-Pins en 2021", "Collège Sainte-Marthe-des-Pins"],
    // Elided articles inside a name, French banks and practices, lower-case heads after a name,
    // and a bank joined to its brand standing alone.
    ["ma banque (Caisse d'Épargne Val de Loire) a remboursé", "Caisse d'Épargne Val de Loire"],
    ["Relevé — Crédit Maritime de l'Iroise", "Crédit Maritime de l'Iroise"],
    ["réglé au Cabinet d'Orthodontie du Vercors hier", "Cabinet d'Orthodontie du Vercors"],
    ["Luciatåget på Blåklockans förskola är fredag", "Blåklockans förskola"],
    ["sestra, Krajská nemocnice Tábor", "Krajská nemocnice Tábor"],
    ["Paid into Zulubank, ref 4471", "Zulubank"],
    ["Alta emitida pela Unidade Local de Saúde do Baixo Mondego", "Unidade Local de Saúde do Baixo Mondego"],
    ["계좌는 하늘뱅크 3301-22-1180 입니다", "하늘뱅크"],
    ["회비는 솔빛신협 계좌로 보내주세요", "솔빛신협"],
    ["반품은 우리택배로 보냈어요", "우리택배"],
    ["振込先：瀬戸内中央信用金庫 本店", "瀬戸内中央信用金庫"],
    ["茶葉是跟竹山鎮農會買的", "竹山鎮農會"],
    ["Koulutus: FM, Itä-Suomen yliopisto, 2018", "Itä-Suomen yliopisto"],
    ["Hon doktorerade vid Umeå universitet förra året", "Umeå universitet"],
    ["MSc, Vaasa-yliopisto, 2020", "Vaasa-yliopisto"],
    ["Munkahely: Szegedi Tudományegyetem, Szeged", "Szegedi Tudományegyetem"],
    ["Demande de consultation — Clinique dentaire Saint-Roch", "Clinique dentaire Saint-Roch"],
    ["Ricoverata presso l'Ospedale civile di Lodi", "Ospedale civile di Lodi"],
    ["[09:12] श्री गणेश नेत्र चिकित्सालय: नमस्ते", "श्री गणेश नेत्र चिकित्सालय"],
    ["التحاليل جاهزة في معامل الهرم اليوم", "معامل الهرم"],
    ["จองแล้วที่ โรงแรมริมน้ำเชียงคาน 2 ห้อง", "โรงแรมริมน้ำเชียงคาน"],
  ])("%s", (text, expected) => {
    expect(orgs(text)).toEqual([expected]);
  });

  it("leaves a joined or lower-case head without a name, departments and things alone", () => {
    for (const text of [
      "Die Datenbank Migration läuft seit Montag.",
      "Die Sparkasse hat geschlossen.",
      "Überweisen Sie es über die Hausbank.",
      "Die Zentralbank hebt die Zinsen.",
      "Kontakta din kommun för hemtjänst.",
      "Referred to Orthopaedic Surgery for review.",
      "Seen in Internal Medicine clinic.",
      "Hotel Booking Confirmation",
      "Clinique dentaire moderne.",
      "ที่โรงแรมไหนครับ",
      "Das ist die Universitetssjukhuset-Frage",
      "택배로 보냈어요",
    ])
      expect(orgs(text)).toEqual([]);
  });

  it("reads a megabyte of long capitalised words and bare heads in one pass", () => {
    const text = `${"Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa ".repeat(8000)}${" kommun".repeat(80_000)}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(orgs(text)).toEqual([]);
  });
});
