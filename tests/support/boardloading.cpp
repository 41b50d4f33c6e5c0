// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardloading.h"

#include <QFile>

namespace mltest
{

std::optional<ml::BoardFile> tryLoad(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    ml::FileError error;
    return ml::BoardFile::parse(f.readAll(), &error);
}

ml::BoardFile load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(path));
    ml::FileError error;
    std::optional<ml::BoardFile> file = ml::BoardFile::parse(f.readAll(), &error);
    if (!file) qFatal("%s", qPrintable(error.toString(path)));
    return *file;
}

Played play(const QByteArray &json)
{
    Played p;
    const auto file = ml::BoardFile::parse(json, &p.error);
    if (!file) return p;
    p.replay = file->replay({}, &p.error);
    return p;
}

ml::Replay mustPlay(const QByteArray &json)
{
    Played p = play(json);
    if (!p.replay)
        qFatal("board refused: %s", qPrintable(p.error.toString(QStringLiteral("board"))));
    return *p.replay;
}

} // namespace mltest
