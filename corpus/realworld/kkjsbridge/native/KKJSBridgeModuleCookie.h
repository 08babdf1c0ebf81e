//
//  KKJSBridgeModuleCookie.h
//  KKJSBridge
//
//  Created by karos li on 2019/8/1.
//  Copyright © 2019 karosli. All rights reserved.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface KKJSBridgeModuleCookie : NSObject

@end

NS_ASSUME_NONNULL_END
