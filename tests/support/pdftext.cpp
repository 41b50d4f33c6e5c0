// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdftext.h"

#include <QHash>
#include <QRegularExpression>

namespace mltest
{

namespace
{

// The bytes between "N 0 obj" and its "endobj".
QHash<int, QByteArray> objects(const QByteArray &pdf)
{
    QHash<int, QByteArray> out;
    static const QRegularExpression start(QStringLiteral("(?:^|\\n)(\\d+) 0 obj\\n"));
    const QString text = QString::fromLatin1(pdf); // byte for byte, so offsets match
    auto it = start.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        const qsizetype from = m.capturedEnd();
        const qsizetype to = pdf.indexOf("\nendobj", from);
        if (to > from) out.insert(m.captured(1).toInt(), pdf.mid(from, to - from));
    }
    return out;
}

// The data of an object that is a stream, inflated when it is Flate-compressed.
QByteArray streamOf(const QByteArray &object)
{
    const qsizetype begin = object.indexOf("stream\n");
    const qsizetype end = object.lastIndexOf("endstream");
    if (begin < 0 || end < begin) return {};
    QByteArray data = object.mid(begin + 7, end - begin - 7);
    if (!object.left(begin).contains("/FlateDecode")) return data;
    // qUncompress wants the length first; it grows its buffer when the guess is short.
    const quint32 guess = quint32(data.size()) * 8;
    const char size[4] = {char(guess >> 24), char(guess >> 16), char(guess >> 8), char(guess)};
    return qUncompress(QByteArray(size, 4) + data);
}

// A font's glyph -> text table from its ToUnicode CMap: "bfchar" pairs and "bfrange" runs,
// either onto one start value or onto an array of values.
QHash<uint, QString> toUnicode(const QByteArray &cmap)
{
    QHash<uint, QString> map;
    const QString text = QString::fromLatin1(cmap);
    auto unicode = [](const QString &hex) {
        QString out;
        for (qsizetype i = 0; i + 4 <= hex.size(); i += 4)
            out += QChar(char16_t(hex.mid(i, 4).toUInt(nullptr, 16)));
        return out;
    };
    static const QRegularExpression chars(QStringLiteral("<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>"));
    static const QRegularExpression block(QStringLiteral("begin(bfchar|bfrange)(.*?)end\\1"),
                                          QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression range(
        QStringLiteral("<([0-9A-Fa-f]+)>\\s*<([0-9A-Fa-f]+)>\\s*(\\[[^\\]]*\\]|<[0-9A-Fa-f]+>)"));
    static const QRegularExpression value(QStringLiteral("<([0-9A-Fa-f]+)>"));
    auto blocks = block.globalMatch(text);
    while (blocks.hasNext()) {
        const auto b = blocks.next();
        if (b.captured(1) == u"bfchar") {
            auto pairs = chars.globalMatch(b.captured(2));
            while (pairs.hasNext()) {
                const auto p = pairs.next();
                map.insert(p.captured(1).toUInt(nullptr, 16), unicode(p.captured(2)));
            }
            continue;
        }
        auto runs = range.globalMatch(b.captured(2));
        while (runs.hasNext()) {
            const auto r = runs.next();
            const uint first = r.captured(1).toUInt(nullptr, 16);
            const uint last = r.captured(2).toUInt(nullptr, 16);
            const QString target = r.captured(3);
            if (target.startsWith(u'[')) {
                auto values = value.globalMatch(target);
                for (uint g = first; g <= last && values.hasNext(); ++g)
                    map.insert(g, unicode(values.next().captured(1)));
            } else {
                const uint base = target.mid(1, target.size() - 2).toUInt(nullptr, 16);
                for (uint g = first; g <= last; ++g)
                    map.insert(g, QString(QChar(char16_t(base + (g - first)))));
            }
        }
    }
    return map;
}

} // namespace

QStringList pdfPageTexts(const QByteArray &pdf)
{
    const QHash<int, QByteArray> objs = objects(pdf);
    // Font objects by number, with their ToUnicode tables.
    QHash<int, QHash<uint, QString>> fonts;
    static const QRegularExpression unicodeRef(QStringLiteral("/ToUnicode (\\d+) 0 R"));
    for (auto it = objs.begin(); it != objs.end(); ++it) {
        const auto m = unicodeRef.match(QString::fromLatin1(it.value()));
        if (m.hasMatch() && it.value().contains("/Type /Font"))
            fonts.insert(it.key(), toUnicode(streamOf(objs.value(m.captured(1).toInt()))));
    }
    // The pages in the order of the page tree's Kids.
    static const QRegularExpression kids(QStringLiteral("/Kids\\s*\\[([^\\]]*)\\]"));
    static const QRegularExpression ref(QStringLiteral("(\\d+) 0 R"));
    static const QRegularExpression contents(QStringLiteral("/Contents (\\d+) 0 R"));
    static const QRegularExpression resources(QStringLiteral("/Resources (\\d+) 0 R"));
    static const QRegularExpression fontRef(QStringLiteral("/(F\\d+) (\\d+) 0 R"));
    static const QRegularExpression ops(QStringLiteral("/(F\\d+) [\\d.]+ Tf|<([0-9A-Fa-f]+)> Tj"));
    QStringList pages;
    for (const QByteArray &obj : objs) {
        if (!obj.contains("/Type /Pages")) continue;
        auto pageRefs = ref.globalMatch(kids.match(QString::fromLatin1(obj)).captured(1));
        while (pageRefs.hasNext()) {
            const QString page =
                QString::fromLatin1(objs.value(pageRefs.next().captured(1).toInt()));
            // The page's font names (/F7) -> font objects.
            QHash<QString, int> names;
            const QString res =
                QString::fromLatin1(objs.value(resources.match(page).captured(1).toInt()));
            auto f = fontRef.globalMatch(res);
            while (f.hasNext()) {
                const auto m = f.next();
                names.insert(m.captured(1), m.captured(2).toInt());
            }
            const QString content =
                QString::fromLatin1(streamOf(objs.value(contents.match(page).captured(1).toInt())));
            QString text;
            QHash<uint, QString> current;
            auto o = ops.globalMatch(content);
            while (o.hasNext()) {
                const auto m = o.next();
                if (!m.captured(1).isEmpty()) {
                    current = fonts.value(names.value(m.captured(1), -1));
                    continue;
                }
                const QString hex = m.captured(2);
                for (qsizetype i = 0; i + 4 <= hex.size(); i += 4)
                    text += current.value(hex.mid(i, 4).toUInt(nullptr, 16));
            }
            pages << text;
        }
    }
    return pages;
}

QString squeezed(const QString &text)
{
    // Compatibility forms undone: the fonts set "fi" as one ligature glyph, read back as U+FB01.
    QString out;
    for (const QChar c : text.normalized(QString::NormalizationForm_KC))
        if (!c.isSpace()) out += c;
    return out;
}

} // namespace mltest
