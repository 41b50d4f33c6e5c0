// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGuiApplication>
#include <QRegularExpression>
#include <QScreen>
#include <QString>
#include <QTest>
#include <QTextDocumentFragment>

// What the Dutch interface tests share: how a text is read as the user sees it, which words
// give English away, and pictures of the screen for people to look at.
namespace mltest
{
// Words that only English has: a Dutch text holding one shows English (a slotted-in reason,
// Qt's own "Undo" prefix, a JSON parser's message).
inline const QRegularExpression &englishWords()
{
    static const QRegularExpression re(QStringLiteral(
        "\\b(the|and|cannot|already|holds|would|Undo|Redo|line|column|not valid|with)\\b"));
    return re;
}

// A text as the user reads it: rich text as its plain words, without access-key marks.
inline QString plain(QString text)
{
    if (Qt::mightBeRichText(text)) text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)"))); // mnemonics
    text.replace(QStringLiteral("&&"), QStringLiteral("&"));
    return text.trimmed();
}

// MEEPLELAB_SCREENSHOTS=DIR keeps pictures of the whole screen (menus included) for people
// to look at.
inline void screenshot(const QString &name)
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QTest::qWait(200); // let menus and layouts settle
    QGuiApplication::primaryScreen()->grabWindow(0).save(dir + u'/' + name);
}
} // namespace mltest
