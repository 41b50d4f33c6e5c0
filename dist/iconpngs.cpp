// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-iconpngs SVG ICONDIR CONTEXT SIZE...: the PNG sizes of the program's icon, drawn at
// build time from the one SVG by Qt's own SVG renderer, so that the pictures in the install tree
// can never drift from the drawing (desktops that read no SVG, and AppStream, want the PNGs).
// Writes ICONDIR/SIZExSIZE/CONTEXT/NAME.png for each SIZE (an icon theme's layout; CONTEXT is
// apps or mimetypes), NAME being the SVG's base name.
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    // No display, not even a GUI application: pictures without text need no fonts, and the
    // build stays quiet.
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 5) {
        std::fputs("usage: meeplelab-iconpngs SVG ICONDIR CONTEXT SIZE...\n", stderr);
        return 64;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "meeplelab-iconpngs: cannot read %s\n", qPrintable(args.at(1)));
        return 2;
    }
    const QString name = QFileInfo(args.at(1)).completeBaseName();
    for (const QString &arg : args.mid(4)) {
        bool ok = false;
        const int size = arg.toInt(&ok);
        if (!ok || size <= 0 || size > 1024) {
            std::fprintf(stderr, "meeplelab-iconpngs: bad size %s\n", qPrintable(arg));
            return 64;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
        painter.end();
        const QString dir = QStringLiteral("%1/%2x%2/%3").arg(args.at(2)).arg(size).arg(args.at(3));
        const QString file = QStringLiteral("%1/%2.png").arg(dir, name);
        if (!QDir().mkpath(dir) || !image.save(file, "PNG")) {
            std::fprintf(stderr, "meeplelab-iconpngs: cannot write %s\n", qPrintable(file));
            return 2;
        }
    }
    return 0;
}
