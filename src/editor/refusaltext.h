// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "refusal.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ml
{

// The engine's refusals and the board-file problems in the interface's words. Core says what
// is refused as a code with arguments (refusal.h, boardfile.h); every sentence is made here,
// at display time, so that a language switch re-words it. A whole sentence per code, so that
// translations choose their own word order. The command line keeps core's English instead.
// Translation context: ml::RefusalText.
class RefusalText
{
    Q_DECLARE_TR_FUNCTIONS(ml::RefusalText)
public:
    // The players give display names; an id without a name shows as the id.
    explicit RefusalText(const QList<Player> &players = {});

    // One sentence, starting with a capital and ending with a full stop; no rule id.
    QString text(const Refusal &refusal) const;
    // The sentence followed by the rule: "… [R-BASE-3]".
    QString withRule(const Refusal &refusal) const;

    // Where in the file a problem is: a JSON path as it stands, "line 1, column 83", ...
    static QString place(const FileError &error);
    // Why: worded for the codes that have one, else core's English reason.
    QString reason(const FileError &error) const;
    // "place: reason", or the reason alone when the problem has no place.
    QString fileError(const FileError &error) const;

    // "the mage", "the shepherd": a figure id ("meeple", "shepherd", "mage", "witch") in words.
    static QString figureWithArticle(const QString &figure);
    static QString figureName(const QString &figure); // "mage"
    // The text with its first letter made a capital, for sentences that open with a word
    // from figureWithArticle().
    static QString sentence(QString text);

    // Every refusal code but None, for tests and checks.
    static QList<RefusalCode> allCodes();
    // Example arguments of the right kinds for a code (tests word every code with them).
    static QStringList sampleArgs(RefusalCode code);

private:
    QString words(const Refusal &refusal) const; // text() before its capital
    QString playerName(const QString &id) const;
    static QString cell(const QString &arg);
    static QString kindWithArticle(const QString &kind);
    static QString kindIndefinite(const QString &kind);
    static QString kindWord(const QString &kind); // "monastery", "garden" as a bare noun
    static QString side(const QString &arg);
    static QString jsonPhrase(const QString &english);
    static QString jsonSyntax(int parseError);

    QList<Player> m_players;
};

} // namespace ml
